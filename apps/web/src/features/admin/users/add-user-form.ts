// i18n-namespace: admin
import { AdminUserFormSchema, type RegisterRequest, USER_MESSAGES } from '@bingo/contracts';
import { z } from 'zod';
import { messageText } from '@/i18n/message-text';
import { msg } from '@/i18n/msg';
import { fieldErrors } from '@/lib/zod-errors';

/** The roles an Admin adds from the three management screens. */
export type ManagedRole = 'SuperAgent' | 'Agent' | 'Cashier';

export const EMPTY_USER_FORM = {
  firstName: '',
  lastName: '',
  middleName: '',
  email: '',
  phoneNumber: '',
  /** The agent's super agent. */
  superAgentId: '',
  /** The cashier's shop. */
  shopId: '',
  password: '',
  confirmPassword: '',
};
export type AddUserValues = typeof EMPTY_USER_FORM;

const superAgentChoice = z.object({ superAgentId: z.uuid({ error: USER_MESSAGES.superAgentRequired }) });
const shopChoice = z.object({ shopId: z.uuid({ error: USER_MESSAGES.shopRequired }) });

/**
 * The Add Super Agent / Add Agent / Add Cashier checks, one message per field. A mismatched
 * confirmation is reported even while other fields are still wrong, so the user fixes all at once.
 */
export function validateAddUser(role: ManagedRole, values: AddUserValues): Record<string, string> {
  const errors: Record<string, string> = {};
  const base = AdminUserFormSchema.safeParse(values);
  if (!base.success) Object.assign(errors, fieldErrors(base.error));
  const choice = role === 'Agent' ? superAgentChoice : role === 'Cashier' ? shopChoice : null;
  const chosen = choice?.safeParse(values);
  if (chosen && !chosen.success) Object.assign(errors, fieldErrors(chosen.error));
  if (values.password && values.password !== values.confirmPassword) {
    errors.confirmPassword ??= messageText(USER_MESSAGES.passwordsDoNotMatch);
  }
  return errors;
}

/** The registration body: only the link the role needs (super agent for agents, shop for cashiers). */
export function registerBody(role: ManagedRole, values: AddUserValues): RegisterRequest {
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    middleName: values.middleName.trim() || null,
    email: values.email.trim(),
    phoneNumber: values.phoneNumber.trim(),
    password: values.password,
    role,
    ...(role === 'Agent' ? { superAgentId: values.superAgentId } : {}),
    ...(role === 'Cashier' ? { shopId: values.shopId } : {}),
  };
}

/** The screen's translator (namespace 'admin'). */
type Translate = (key: string, options?: Record<string, unknown>) => string;

interface AddUserTexts {
  /** msg() keys: pass them through `t` where they show. */
  title: string;
  button: string;
  /** The success words; the contract's own messages pass through as they are. */
  success: (t: Translate) => string;
  failure: (t: Translate, message: string) => string;
}

/** The spec's words per screen. */
export const ADD_USER_TEXTS: Record<ManagedRole, AddUserTexts> = {
  SuperAgent: {
    title: msg('Add Super Agent'),
    button: msg('Add Super Agent'),
    success: (t) => t('Super agent created successfully!'),
    failure: (t) => t('Failed to create super agent. Please try again.'),
  },
  Agent: {
    title: msg('Add Agent'),
    button: msg('Add Agent'),
    success: () => USER_MESSAGES.agentCreated,
    failure: (t, message) => t('Failed to add agent: {{message}}', { message }),
  },
  Cashier: {
    title: msg('Add Cashier'),
    button: msg('Add Cashier'),
    success: () => USER_MESSAGES.cashierAdded,
    failure: (t, message) => t('Failed to add cashier: {{message}}', { message }),
  },
};
