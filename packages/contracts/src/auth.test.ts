import { describe, expect, it } from 'vitest';
import { ChangePasswordFormSchema, ChangePasswordRequestSchema, LoginRequestSchema } from './auth';

const messages = (r: { error?: { issues: { message: string }[] } }) => r.error?.issues.map((i) => i.message);

describe('login body', () => {
  it('trims and lower-cases the e-mail', () => {
    expect(LoginRequestSchema.parse({ email: ' Admin@Bingo.ET', password: 'admin123' })).toEqual({
      email: 'admin@bingo.et',
      password: 'admin123',
    });
  });

  it('needs both fields', () => {
    expect(messages(LoginRequestSchema.safeParse({ password: 'x' }))).toEqual(['Email is required']);
    expect(messages(LoginRequestSchema.safeParse({ email: 'a@b.et', password: '' }))).toEqual([
      'Password is required',
    ]);
    expect(messages(LoginRequestSchema.safeParse({ email: 5, password: 5 }))).toEqual([
      'Email is required',
      'Password is required',
    ]);
  });

  it('refuses extra fields', () => {
    expect(LoginRequestSchema.safeParse({ email: 'a@b.et', password: 'x', role: 'Admin' }).success).toBe(
      false,
    );
  });
});

describe('change password', () => {
  it('needs the current password and a new one of 6+ characters that differs', () => {
    expect(messages(ChangePasswordRequestSchema.safeParse({ newPassword: 'abcdef' }))).toEqual([
      'Current password is required',
    ]);
    expect(
      messages(ChangePasswordRequestSchema.safeParse({ currentPassword: 'a', newPassword: 'abc' })),
    ).toEqual(['Password must be at least 6 characters']);
    expect(
      messages(ChangePasswordRequestSchema.safeParse({ currentPassword: 'abcdef', newPassword: 'abcdef' })),
    ).toEqual(['The new password must be different from the current one']);
  });

  it('checks the confirmation in the form only', () => {
    expect(
      messages(
        ChangePasswordFormSchema.safeParse({
          currentPassword: 'a',
          newPassword: 'abcdef',
          confirmPassword: 'abcdeg',
        }),
      ),
    ).toEqual(['Passwords do not match']);
  });
});
