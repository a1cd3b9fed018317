import { AUTH_MESSAGES, type LoginRequest, type User } from '@bingo/contracts';
import type { Db } from '@/db/client';
import { ForbiddenError, UnauthorizedError, ValidationError } from '@/errors';
import type { AuthUser } from '@/modules/auth/caller';
import { appendAuditEvent } from '../audit/audit.service';
import { ADMIN_CHAIN } from '../audit/chain';
import { inTransaction } from '../ledger/transaction';
import { ANY_USER } from '../users/scope';
import {
  findCredentialsByEmail,
  findCredentialsById,
  findUser,
  lockUser,
  updateUser,
} from '../users/users.repo';
import { hashPassword, timingDummyHash, verifyPassword } from './password';

type IssueToken = (user: AuthUser) => string;

/**
 * An unknown e-mail is verified against a dummy hash, so it takes as long as a wrong password.
 * The inactive answer is given only after the password matched.
 */
export async function login(
  db: Db,
  issueToken: IssueToken,
  input: LoginRequest,
): Promise<{ token: string; user: User }> {
  const found = await findCredentialsByEmail(db, input.email);
  const valid = await verifyPassword(found?.passwordHash ?? (await timingDummyHash()), input.password);
  if (!found || !valid) throw new UnauthorizedError(AUTH_MESSAGES.invalidCredentials);
  if (!found.isActive) throw new ForbiddenError(AUTH_MESSAGES.accountInactive);
  await updateUser(db, found.id, { lastLogin: new Date() });
  const user = await findUser(db, found.id, ANY_USER);
  if (!user) throw new UnauthorizedError(AUTH_MESSAGES.invalidCredentials);
  const token = issueToken({
    id: found.id,
    email: found.email,
    role: found.role,
    tokenVersion: found.tokenVersion,
  });
  return { token, user };
}

/** Every token of the user stops working, on every device. */
export async function logout(db: Db, actor: AuthUser): Promise<{ message: string }> {
  await updateUser(db, actor.id, {}, true);
  return { message: AUTH_MESSAGES.loggedOut };
}

/**
 * The current password is checked and the new one hashed before the transaction, so the user's row
 * is never held through argon2. Under the row's lock the change then goes ahead only if nothing
 * changed the account meanwhile: an Admin's reset, a deactivation or a "log out everywhere" that
 * committed while this request was in flight bumped the token version, so the request is refused
 * like any revoked token and cannot put its own password back over the reset.
 */
export async function changePassword(
  db: Db,
  issueToken: IssueToken,
  actor: AuthUser,
  input: { currentPassword: string; newPassword: string },
): Promise<{ token: string; message: string }> {
  const row = await findCredentialsById(db, actor.id);
  if (!row || !(await verifyPassword(row.passwordHash, input.currentPassword))) {
    throw new ValidationError(AUTH_MESSAGES.currentPasswordIncorrect);
  }
  const passwordHash = await hashPassword(input.newPassword);
  // Recorded like an Admin's reset (never the password): the other sessions end here too.
  const tokenVersion = await inTransaction(db, async (tx) => {
    const locked = await lockUser(tx, actor.id, ANY_USER);
    if (!locked?.isActive || locked.tokenVersion !== actor.tokenVersion) throw new UnauthorizedError();
    // The hash the current password was checked against is still the account's (the lock holds it).
    const current = await findCredentialsById(tx, actor.id);
    if (current?.passwordHash !== row.passwordHash) throw new UnauthorizedError();
    const version = await updateUser(tx, actor.id, { passwordHash }, true);
    if (version === undefined) throw new UnauthorizedError();
    await appendAuditEvent(tx, {
      chain: ADMIN_CHAIN,
      kind: 'PasswordChanged',
      actorId: actor.id,
      subject: { userId: actor.id },
    });
    return version;
  });
  const token = issueToken({ id: row.id, email: row.email, role: row.role, tokenVersion });
  return { token, message: AUTH_MESSAGES.passwordChanged };
}
