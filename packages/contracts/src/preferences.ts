import { z } from 'zod';

/** Languages of the screens; the hall's voice language is a separate, per-PC setting. */
export const UI_LANGUAGES = ['en', 'am'] as const;
export type UiLanguage = (typeof UI_LANGUAGES)[number];
export const DEFAULT_UI_LANGUAGE: UiLanguage = 'en';

/** How dates are shown and typed; the server always speaks ISO (Gregorian) dates. */
export const CALENDARS = ['gregorian', 'ethiopic'] as const;
export type Calendar = (typeof CALENDARS)[number];
export const DEFAULT_CALENDAR: Calendar = 'gregorian';

export const PREFERENCE_MESSAGES = {
  languageInvalid: 'Language must be en or am',
  calendarInvalid: 'Calendar must be gregorian or ethiopic',
} as const;

export const PreferencesSchema = z.object({
  language: z.enum(UI_LANGUAGES),
  calendar: z.enum(CALENDARS),
});
export type Preferences = z.infer<typeof PreferencesSchema>;

/** Either choice may be changed alone. */
export const UpdatePreferencesRequestSchema = z
  .object({
    language: z.enum(UI_LANGUAGES, { error: PREFERENCE_MESSAGES.languageInvalid }).optional(),
    calendar: z.enum(CALENDARS, { error: PREFERENCE_MESSAGES.calendarInvalid }).optional(),
  })
  .strict();
export type UpdatePreferencesRequest = z.infer<typeof UpdatePreferencesRequestSchema>;
