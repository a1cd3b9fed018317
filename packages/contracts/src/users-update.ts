import { z } from 'zod';
import type { Role } from './common';
import {
  newPasswordField,
  optionalPhoneField,
  optionalText,
  phoneField,
  requiredText,
  USER_MESSAGES,
} from './users';

// Changes to an existing user: its names and phone, its status, its password.

const updateUserFields = {
  firstName: requiredText(USER_MESSAGES.firstNameRequired, 'First name').optional(),
  lastName: requiredText(USER_MESSAGES.lastNameRequired, 'Last name').optional(),
  middleName: optionalText('Middle name').optional(),
  phoneNumber: optionalPhoneField().optional(),
};
const somethingToUpdate = (v: object) => Object.values(v).some((x) => x !== undefined);

/** Names and phone only: role, parent, e-mail and balance never change through this body. */
export const UpdateUserRequestSchema = z
  .object(updateUserFields)
  .strict()
  .refine(somethingToUpdate, { error: USER_MESSAGES.nothingToUpdate });
export type UpdateUserRequest = z.input<typeof UpdateUserRequestSchema>;
export type UpdateUserData = z.output<typeof UpdateUserRequestSchema>;

/**
 * Super agents and cashiers are created with a phone number (the spec's forms require one), so an
 * edit may change it but not clear it. An agent made by a super agent may have none.
 */
export const phoneRequiredFor = (role: Role): boolean => role === 'SuperAgent' || role === 'Cashier';

/** The edit of a user of `role`, as its form checks it; the API applies the same rule to the stored role. */
export const updateUserSchemaFor = (role: Role) =>
  phoneRequiredFor(role)
    ? z
        .object({ ...updateUserFields, phoneNumber: phoneField().optional() })
        .strict()
        .refine(somethingToUpdate, { error: USER_MESSAGES.nothingToUpdate })
    : UpdateUserRequestSchema;

/**
 * The status the screen asks for, so a screen showing a stale status cannot undo what another
 * manager just did. Without it (no body, which Fastify reads as null, or `{}`) the status flips, as
 * the spec's admin screens call the route.
 */
export const ToggleStatusRequestSchema = z
  .object({ isActive: z.boolean({ error: 'isActive must be true or false' }).optional() })
  .strict()
  .nullish();
export type ToggleStatusRequest = z.input<typeof ToggleStatusRequestSchema>;

export const AdminResetPasswordRequestSchema = z
  .object({
    userId: z.uuid({ error: USER_MESSAGES.userRequired }),
    newPassword: newPasswordField(USER_MESSAGES.passwordRequired, USER_MESSAGES.resetPasswordTooShort),
    sendEmail: z.boolean({ error: 'sendEmail must be true or false' }).default(true),
  })
  .strict();
export type AdminResetPasswordRequest = z.input<typeof AdminResetPasswordRequestSchema>;

/** `emailSent` is true only when a mail server accepted the message. */
export const AdminResetPasswordResponseSchema = z.object({
  succeeded: z.boolean(),
  message: z.string(),
  emailSent: z.boolean(),
});
export type AdminResetPasswordResponse = z.infer<typeof AdminResetPasswordResponseSchema>;
