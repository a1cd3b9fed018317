import { describe, expect, it } from 'vitest';
import {
  AdminUserFormSchema,
  AgentCashierFormSchema,
  RegisterRequestSchema,
  ResetPasswordFormSchema,
  SuperAgentAgentFormSchema,
  UsersByRoleParamsSchema,
} from './users';
import {
  AdminResetPasswordRequestSchema,
  UpdateUserRequestSchema,
  updateUserSchemaFor,
} from './users-update';

const shopId = '6f1c2b0e-8d4a-4f7e-9b3c-2a1d0e9f8c7b';
const messages = (r: { error?: { issues: { message: string }[] } }) => r.error?.issues.map((i) => i.message);

const cashier = {
  firstName: 'Liya',
  lastName: 'Mekonnen',
  email: 'Liya@Bingo.ET ',
  phoneNumber: '+251911000007',
  password: 'secret1',
  role: 'Cashier',
  shopId,
};

describe('registration', () => {
  it('accepts a cashier and normalises the e-mail', () => {
    expect(RegisterRequestSchema.parse(cashier)).toEqual({
      ...cashier,
      email: 'liya@bingo.et',
      middleName: null,
    });
  });

  it('lets a super agent leave out the phone of an agent', () => {
    const { shopId: _, phoneNumber: __, ...agent } = cashier;
    expect(RegisterRequestSchema.parse({ ...agent, role: 'Agent' }).phoneNumber).toBeNull();
  });

  it.each([
    ['firstName', 'First name is required'],
    ['lastName', 'Last name is required'],
    ['email', 'Email is required'],
    ['password', 'Password is required'],
  ])('names the missing %s with the spec message', (field, message) => {
    expect(messages(RegisterRequestSchema.safeParse({ ...cashier, [field]: undefined }))).toEqual([message]);
    // Passwords are not trimmed: spaces are valid characters in a password.
    const blank = field === 'password' ? '' : '   ';
    expect(messages(RegisterRequestSchema.safeParse({ ...cashier, [field]: blank }))).toEqual([message]);
  });

  it('uses the spec messages for e-mail, password, phone and shop', () => {
    expect(messages(RegisterRequestSchema.safeParse({ ...cashier, email: 'liya@bingo' }))).toEqual([
      'Email is invalid',
    ]);
    expect(messages(RegisterRequestSchema.safeParse({ ...cashier, password: '12345' }))).toEqual([
      'Password must be at least 6 characters',
    ]);
    expect(messages(RegisterRequestSchema.safeParse({ ...cashier, phoneNumber: undefined }))).toEqual([
      'Phone number is required',
    ]);
    expect(messages(RegisterRequestSchema.safeParse({ ...cashier, shopId: undefined }))).toEqual([
      'Shop is required',
    ]);
    expect(messages(RegisterRequestSchema.safeParse({ ...cashier, shopId: 'shop-1' }))).toEqual([
      'Shop is required',
    ]);
    expect(
      messages(
        RegisterRequestSchema.safeParse({ ...cashier, role: 'Agent', shopId: undefined, superAgentId: 'x' }),
      ),
    ).toEqual(['Super Agent is required']);
  });

  it('refuses Admin as a role, and fields that do not belong to the role', () => {
    expect(messages(RegisterRequestSchema.safeParse({ ...cashier, role: 'Admin' }))).toEqual([
      'Role must be SuperAgent, Agent or Cashier',
    ]);
    expect(messages(RegisterRequestSchema.safeParse({ ...cashier, role: 'SuperAgent' }))).toEqual([
      'Shop can only be set for cashiers',
    ]);
    expect(messages(RegisterRequestSchema.safeParse({ ...cashier, superAgentId: shopId }))).toEqual([
      'Super Agent can only be set for agents',
    ]);
  });

  it('rejects unknown fields such as a parent or a balance', () => {
    for (const extra of [{ parentId: shopId }, { balance: 100 }, { isActive: false }]) {
      const result = RegisterRequestSchema.safeParse({ ...cashier, ...extra });
      expect(result.error?.issues[0]?.code).toBe('unrecognized_keys');
    }
  });

  it('bounds the length of names and passwords', () => {
    expect(messages(RegisterRequestSchema.safeParse({ ...cashier, firstName: 'x'.repeat(101) }))).toEqual([
      'First name must be at most 100 characters',
    ]);
    expect(messages(RegisterRequestSchema.safeParse({ ...cashier, password: 'x'.repeat(129) }))).toEqual([
      'Password must be at most 128 characters',
    ]);
  });
});

describe('screen forms', () => {
  it('admin form checks the confirmation client-side', () => {
    const form = { ...cashier, confirmPassword: 'secret2' };
    expect(messages(AdminUserFormSchema.safeParse(form))).toEqual(['Passwords do not match']);
    expect(AdminUserFormSchema.safeParse({ ...form, confirmPassword: 'secret1' }).success).toBe(true);
  });

  it('agent cashier form and super agent agent form say "Please fill in all required fields"', () => {
    expect(messages(AgentCashierFormSchema.safeParse({ ...cashier, shopId: '' }))).toEqual([
      'Please fill in all required fields',
    ]);
    expect(messages(AgentCashierFormSchema.safeParse({ ...cashier, phoneNumber: '' }))).toEqual([
      'Please fill in all required fields',
    ]);
    expect(
      messages(
        SuperAgentAgentFormSchema.safeParse({ firstName: 'A', lastName: '', email: '', password: '' }),
      ),
    ).toEqual([
      'Please fill in all required fields',
      'Please fill in all required fields',
      'Please fill in all required fields',
    ]);
  });

  it('reset password uses the modal wording and defaults sendEmail to true', () => {
    expect(
      messages(ResetPasswordFormSchema.safeParse({ password: '12345', confirmPassword: '12345' })),
    ).toEqual(['Password must be at least 6 characters long']);
    expect(
      messages(ResetPasswordFormSchema.safeParse({ password: '123456', confirmPassword: '1234567' })),
    ).toEqual(['Passwords do not match']);
    expect(AdminResetPasswordRequestSchema.parse({ userId: shopId, newPassword: 'abcdef' }).sendEmail).toBe(
      true,
    );
    expect(
      messages(AdminResetPasswordRequestSchema.safeParse({ userId: shopId, newPassword: 'abc' })),
    ).toEqual(['Password must be at least 6 characters long']);
  });
});

describe('user edits and role paths', () => {
  it('edits names and phone only', () => {
    expect(UpdateUserRequestSchema.parse({ firstName: ' Abel ', middleName: '' })).toEqual({
      firstName: 'Abel',
      middleName: null,
    });
    expect(messages(UpdateUserRequestSchema.safeParse({}))).toEqual(['Nothing to update']);
    expect(UpdateUserRequestSchema.safeParse({ role: 'Admin' }).error?.issues[0]?.code).toBe(
      'unrecognized_keys',
    );
    expect(UpdateUserRequestSchema.safeParse({ email: 'x@y.et' }).success).toBe(false);
  });

  it('lets an edit clear the phone of an agent or admin, not of a super agent or cashier', () => {
    for (const role of ['Agent', 'Admin'] as const) {
      expect(updateUserSchemaFor(role).parse({ phoneNumber: '' })).toEqual({ phoneNumber: null });
    }
    for (const role of ['SuperAgent', 'Cashier'] as const) {
      const schema = updateUserSchemaFor(role);
      expect(messages(schema.safeParse({ phoneNumber: ' ' }))).toEqual(['Phone number is required']);
      expect(messages(schema.safeParse({}))).toEqual(['Nothing to update']);
      expect(schema.parse({ firstName: 'Abel' })).toEqual({ firstName: 'Abel' });
    }
  });

  it('matches role names without regard to case', () => {
    expect(UsersByRoleParamsSchema.parse({ role: 'superagent' })).toEqual({ role: 'SuperAgent' });
    expect(messages(UsersByRoleParamsSchema.safeParse({ role: 'boss' }))).toEqual([
      'Role must be Admin, SuperAgent, Agent or Cashier',
    ]);
  });
});
