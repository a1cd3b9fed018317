import { z } from 'zod';
import { MessageSchema } from './common';
import { withoutControlCharacters } from './text';
import { MAX_EMAIL, MAX_PASSWORD, newPasswordField, USER_MESSAGES, UserSchema } from './users';

export const AUTH_MESSAGES = {
  invalidCredentials: 'Invalid credentials',
  accountInactive: 'Your account is inactive. Please contact your superior.',
  sessionExpired: 'Session expired. Please login again.',
  authenticationRequired: 'Authentication required. Please log in.',
  loggedOut: 'Logged out successfully',
  currentPasswordRequired: 'Current password is required',
  currentPasswordIncorrect: 'Current password is incorrect',
  passwordUnchanged: 'The new password must be different from the current one',
  passwordChanged: 'Password changed successfully',
  profileUpdated: 'Profile updated successfully',
} as const;

/** Only presence is checked here: a malformed e-mail simply does not match anyone. */
export const LoginRequestSchema = z
  .object({
    email: withoutControlCharacters(
      z
        .string({ error: USER_MESSAGES.emailRequired })
        .trim()
        .min(1, { error: USER_MESSAGES.emailRequired, abort: true })
        .max(MAX_EMAIL, { error: AUTH_MESSAGES.invalidCredentials }),
      'Email',
    ).toLowerCase(),
    password: withoutControlCharacters(
      z
        .string({ error: USER_MESSAGES.passwordRequired })
        .min(1, { error: USER_MESSAGES.passwordRequired, abort: true })
        .max(MAX_PASSWORD, { error: AUTH_MESSAGES.invalidCredentials }),
      'Password',
    ),
  })
  .strict();
export type LoginRequest = z.infer<typeof LoginRequestSchema>;

/** The token carries sub, email, role and tv (token version). */
export const LoginResponseSchema = z.object({ token: z.string(), user: UserSchema });
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

export const LogoutResponseSchema = MessageSchema;
export type LogoutResponse = z.infer<typeof LogoutResponseSchema>;

export const ChangePasswordRequestSchema = z
  .object({
    currentPassword: withoutControlCharacters(
      z
        .string({ error: AUTH_MESSAGES.currentPasswordRequired })
        .min(1, { error: AUTH_MESSAGES.currentPasswordRequired })
        .max(MAX_PASSWORD, { error: AUTH_MESSAGES.currentPasswordIncorrect }),
      'Current password',
    ),
    newPassword: newPasswordField(),
  })
  .strict()
  .refine((v) => v.currentPassword !== v.newPassword, {
    error: AUTH_MESSAGES.passwordUnchanged,
    path: ['newPassword'],
  });
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequestSchema>;

/** Older tokens stop working after a change, so the answer carries the new one. */
export const ChangePasswordResponseSchema = z.object({ token: z.string(), message: z.string() });
export type ChangePasswordResponse = z.infer<typeof ChangePasswordResponseSchema>;

/** The profile page's form; the confirmation is checked in the browser only. */
export const ChangePasswordFormSchema = z
  .object({
    currentPassword: z
      .string({ error: AUTH_MESSAGES.currentPasswordRequired })
      .min(1, { error: AUTH_MESSAGES.currentPasswordRequired }),
    newPassword: newPasswordField(),
    confirmPassword: z.string({ error: USER_MESSAGES.passwordsDoNotMatch }),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    error: USER_MESSAGES.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });
export type ChangePasswordForm = z.infer<typeof ChangePasswordFormSchema>;
