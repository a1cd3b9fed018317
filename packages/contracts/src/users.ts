import { z } from 'zod';
import { IdSchema, IsoTimeSchema, ROLES, type Role, RoleSchema } from './common';
import { CALENDARS, UI_LANGUAGES } from './preferences';
import { type FieldLabel, withoutControlCharacters } from './text';

export const USER_MESSAGES = {
  fillAll: 'Please fill in all required fields',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Email is invalid',
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Phone number is invalid (e.g. +1234567890)',
  superAgentRequired: 'Super Agent is required',
  shopRequired: 'Shop is required',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 6 characters',
  passwordTooLong: 'Password must be at most 128 characters',
  /** The reset-password modal's wording. */
  resetPasswordTooShort: 'Password must be at least 6 characters long',
  passwordsDoNotMatch: 'Passwords do not match',
  roleInvalid: 'Role must be SuperAgent, Agent or Cashier',
  superAgentOnlyForAgents: 'Super Agent can only be set for agents',
  shopOnlyForCashiers: 'Shop can only be set for cashiers',
  userRequired: 'Please select a user',
  nothingToUpdate: 'Nothing to update',
  agentCreated: 'Agent created successfully!',
  cashierCreated: 'Cashier created successfully!',
  cashierAdded: 'Cashier added successfully!',
  passwordReset: 'Password reset successfully!',
  passwordResetEmailSent: ' An email has been sent to the user.',
  passwordResetNoMailer: ' No email was sent because email is not configured on this server.',
  passwordResetMailFailed: ' The email could not be sent; please tell the user yourself.',
  userNotFound: 'User not found',
} as const;

export const MAX_NAME = 100;
export const MAX_EMAIL = 254;
export const MIN_PASSWORD = 6;
export const MAX_PASSWORD = 128;

/** A trimmed, non-empty text of bounded length; every failure says `required` unless it is too long. */
export const requiredText = (required: string, label: FieldLabel, max = MAX_NAME) =>
  withoutControlCharacters(
    z
      .string({ error: required })
      .trim()
      .min(1, { error: required, abort: true })
      .max(max, { error: `${label} must be at most ${max} characters` }),
    label,
  );

/** Optional text: absent, null or blank all mean "no value" (null). */
export const optionalText = (label: FieldLabel, max = MAX_NAME) =>
  withoutControlCharacters(
    z
      .string({ error: `${label} must be text` })
      .trim()
      .max(max, { error: `${label} must be at most ${max} characters` }),
    label,
  )
    .nullish()
    .transform((v) => (v ? v : null));

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const emailField = (required: string = USER_MESSAGES.emailRequired) =>
  withoutControlCharacters(
    z
      .string({ error: required })
      .trim()
      .min(1, { error: required, abort: true })
      .max(MAX_EMAIL, { error: `Email must be at most ${MAX_EMAIL} characters` })
      .regex(EMAIL_PATTERN, { error: USER_MESSAGES.emailInvalid }),
    'Email',
  ).toLowerCase();

const PHONE_PATTERN = /^\+?[0-9][0-9 ()-]{5,24}$/;

export const phoneField = (required: string = USER_MESSAGES.phoneRequired) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .max(30, { error: USER_MESSAGES.phoneInvalid })
    .regex(PHONE_PATTERN, { error: USER_MESSAGES.phoneInvalid });

export const optionalPhoneField = () =>
  z
    .string({ error: USER_MESSAGES.phoneInvalid })
    .trim()
    .max(30, { error: USER_MESSAGES.phoneInvalid })
    .refine((v) => v === '' || PHONE_PATTERN.test(v), { error: USER_MESSAGES.phoneInvalid })
    .nullish()
    .transform((v) => (v ? v : null));

export const newPasswordField = (
  required: string = USER_MESSAGES.passwordRequired,
  tooShort: string = USER_MESSAGES.passwordTooShort,
) =>
  withoutControlCharacters(
    z
      .string({ error: required })
      .min(1, { error: required, abort: true })
      .min(MIN_PASSWORD, { error: tooShort })
      .max(MAX_PASSWORD, { error: USER_MESSAGES.passwordTooLong }),
    'Password',
  );

export const CREATABLE_ROLES = ['SuperAgent', 'Agent', 'Cashier'] as const;
export const CreatableRoleSchema = z.enum(CREATABLE_ROLES, { error: USER_MESSAGES.roleInvalid });
export type CreatableRole = z.infer<typeof CreatableRoleSchema>;

/**
 * POST /api/auth/register. The parent is never sent: an agent's super agent is `superAgentId`
 * (the caller itself for a SuperAgent), and a cashier's agent is its shop's agent.
 */
export const RegisterRequestSchema = z
  .object({
    firstName: requiredText(USER_MESSAGES.firstNameRequired, 'First name'),
    lastName: requiredText(USER_MESSAGES.lastNameRequired, 'Last name'),
    middleName: optionalText('Middle name'),
    email: emailField(),
    phoneNumber: optionalPhoneField(),
    password: newPasswordField(),
    role: CreatableRoleSchema,
    superAgentId: z.uuid({ error: USER_MESSAGES.superAgentRequired }).nullish(),
    shopId: z.uuid({ error: USER_MESSAGES.shopRequired }).nullish(),
  })
  .strict()
  .superRefine((v, ctx) => {
    // A super agent creating an agent may leave the phone out; the admin forms and cashiers need it.
    if (v.role !== 'Agent' && !v.phoneNumber) {
      ctx.addIssue({ code: 'custom', path: ['phoneNumber'], message: USER_MESSAGES.phoneRequired });
    }
    if (v.role === 'Cashier' && !v.shopId) {
      ctx.addIssue({ code: 'custom', path: ['shopId'], message: USER_MESSAGES.shopRequired });
    }
    if (v.role !== 'Agent' && v.superAgentId) {
      ctx.addIssue({
        code: 'custom',
        path: ['superAgentId'],
        message: USER_MESSAGES.superAgentOnlyForAgents,
      });
    }
    if (v.role !== 'Cashier' && v.shopId) {
      ctx.addIssue({ code: 'custom', path: ['shopId'], message: USER_MESSAGES.shopOnlyForCashiers });
    }
  });
export type RegisterRequest = z.input<typeof RegisterRequestSchema>;
export type RegisterData = z.output<typeof RegisterRequestSchema>;

/** A user as every list and detail answer shows it. */
export const UserSchema = z.object({
  id: IdSchema,
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  middleName: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  role: RoleSchema,
  /** The spec's clients read `roles[0]`. */
  roles: z.array(RoleSchema),
  isActive: z.boolean(),
  lastLogin: IsoTimeSchema.nullable(),
  /** The super agent of an agent, the agent of a cashier. */
  parentId: IdSchema.nullable(),
  parentName: z.string().nullable(),
  /** The shop a cashier works in. */
  shopId: IdSchema.nullable(),
  shopName: z.string().nullable(),
  /** Shops of an agent, or of all the agents of a super agent. */
  shopsCount: z.number().int(),
  /** The screens' language and calendar this user chose (the hall's voice is a setting of its own). */
  language: z.enum(UI_LANGUAGES),
  calendar: z.enum(CALENDARS),
  createdAt: IsoTimeSchema,
});
export type User = z.infer<typeof UserSchema>;

export const UserListSchema = z.object({ items: z.array(UserSchema) });
export type UserList = z.infer<typeof UserListSchema>;

/** Role names in a path or query are matched without regard to case (`/users-by-role/cashier`). */
export const roleParam = z.preprocess(
  (v) => (typeof v === 'string' ? (ROLES.find((r) => r.toLowerCase() === v.toLowerCase()) ?? v) : v),
  z.enum(ROLES, { error: 'Role must be Admin, SuperAgent, Agent or Cashier' }),
);

export const UsersByRoleParamsSchema = z.object({ role: roleParam }).strict();
export type UsersByRoleParams = { role: Role };

export const UsersQuerySchema = z
  .object({
    role: roleParam.optional(),
    search: withoutControlCharacters(
      z
        .string()
        .trim()
        .max(MAX_NAME, { error: `Search must be at most ${MAX_NAME} characters` }),
      'Search',
    ).optional(),
  })
  .strict();
export type UsersQuery = z.output<typeof UsersQuerySchema>;

export const UserRoleCountsSchema = z.object({
  roleCounts: z.object({
    Admin: z.number().int(),
    SuperAgent: z.number().int(),
    Agent: z.number().int(),
    Cashier: z.number().int(),
  }),
  totalUsers: z.number().int(),
});
export type UserRoleCounts = z.infer<typeof UserRoleCountsSchema>;

const confirmPassword = z.string({ error: USER_MESSAGES.passwordsDoNotMatch });
const passwordsMatch = (v: { password: string; confirmPassword: string }) => v.password === v.confirmPassword;

/** The admin's Add Super Agent / Add Agent / Add Cashier modal (the confirmation stays in the browser). */
export const AdminUserFormSchema = z
  .object({
    firstName: requiredText(USER_MESSAGES.firstNameRequired, 'First name'),
    lastName: requiredText(USER_MESSAGES.lastNameRequired, 'Last name'),
    middleName: optionalText('Middle name'),
    email: emailField(),
    phoneNumber: phoneField(),
    password: newPasswordField(),
    confirmPassword,
  })
  .refine(passwordsMatch, { error: USER_MESSAGES.passwordsDoNotMatch, path: ['confirmPassword'] });
export type AdminUserForm = z.input<typeof AdminUserFormSchema>;

/** The super agent's Create New Agent dialog: one message for any missing field. */
export const SuperAgentAgentFormSchema = z.object({
  firstName: requiredText(USER_MESSAGES.fillAll, 'First name'),
  lastName: requiredText(USER_MESSAGES.fillAll, 'Last name'),
  middleName: optionalText('Middle name'),
  email: emailField(USER_MESSAGES.fillAll),
  phoneNumber: optionalPhoneField(),
  password: newPasswordField(USER_MESSAGES.fillAll),
});
export type SuperAgentAgentForm = z.input<typeof SuperAgentAgentFormSchema>;

/** The agent's Create New Cashier modal: every field, shop included, is required. */
export const AgentCashierFormSchema = z.object({
  firstName: requiredText(USER_MESSAGES.fillAll, 'First name'),
  lastName: requiredText(USER_MESSAGES.fillAll, 'Last name'),
  email: emailField(USER_MESSAGES.fillAll),
  phoneNumber: phoneField(USER_MESSAGES.fillAll),
  password: newPasswordField(USER_MESSAGES.fillAll),
  shopId: z.uuid({ error: USER_MESSAGES.fillAll }),
});
export type AgentCashierForm = z.input<typeof AgentCashierFormSchema>;

/** The Reset Password modal shared by the admin user lists. */
export const ResetPasswordFormSchema = z
  .object({
    password: newPasswordField(USER_MESSAGES.passwordRequired, USER_MESSAGES.resetPasswordTooShort),
    confirmPassword,
    sendEmail: z.boolean().default(true),
  })
  .refine(passwordsMatch, { error: USER_MESSAGES.passwordsDoNotMatch, path: ['confirmPassword'] });
export type ResetPasswordForm = z.input<typeof ResetPasswordFormSchema>;
