import { hash, verify } from '@node-rs/argon2';

/** argon2id with the OWASP minimum: 19 MiB, 2 passes, 1 lane. */
const OPTIONS = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Unknown e-mails are checked against this hash, so a login for an unknown address costs the same
 * time as one for a known address with a wrong password.
 */
export function timingDummyHash(): Promise<string> {
  dummyHash ??= hashPassword('not-a-real-password-only-used-to-spend-time');
  return dummyHash;
}
