import { type ChangeEvent, useState } from 'react';

type TextValues<T> = { [K in keyof T]: string };

/**
 * The values of a form of text inputs and the message under each one. `field(name)` gives an input
 * its value, change handler and message; `bind(name)` the value and change handler only. `onEdit`
 * runs on every change, e.g. to take down a "saved" notice.
 */
export function useFormFields<T extends TextValues<T>>(initial: T | (() => T), onEdit?: () => void) {
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const bind = (name: keyof T & string) => ({
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const value = event.currentTarget.value;
      setValues((v) => ({ ...v, [name]: value }));
      onEdit?.();
    },
  });
  const field = (name: keyof T & string) => ({ ...bind(name), error: errors[name] });

  /** Shows `found` under the inputs and answers whether the form may be sent (nothing found). */
  const check = (found: Record<string, string>) => {
    setErrors(found);
    return Object.keys(found).length === 0;
  };

  return { values, setValues, errors, bind, field, check };
}
