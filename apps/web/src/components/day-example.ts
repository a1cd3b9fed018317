import { useLocale } from '@/i18n/locale';
import { messageText } from '@/i18n/message-text';
import { gregorianExample, invalidDayMessage } from '@/lib/day-text';
import { ETHIOPIC_EXAMPLE } from '@/lib/ethiopic';

/**
 * The example date a day field shows, in the reader's calendar and language, and the refusal of a
 * text that is no date, which quotes that same example.
 */
export function useDayExample(): { example: string; invalid: string } {
  const calendar = useLocale((s) => s.calendar);
  const language = useLocale((s) => s.language);
  const example = calendar === 'ethiopic' ? ETHIOPIC_EXAMPLE : gregorianExample(language);
  return { example, invalid: messageText(invalidDayMessage(example)) };
}
