import type { z } from 'zod';
import { messageText } from '@/i18n/message-text';

/** The first message per field of a failed parse, for showing under each input. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || 'form';
    errors[key] ??= messageText(issue.message);
  }
  return errors;
}

/** The first message per field when `values` fail `schema`; none when they pass. */
export function schemaErrors(schema: z.ZodType, values: unknown): Record<string, string> {
  const parsed = schema.safeParse(values);
  return parsed.success ? {} : fieldErrors(parsed.error);
}
