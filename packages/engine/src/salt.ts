import { bytesToHex } from '@noble/hashes/utils.js';

/** A game's salt is 32 random bytes. */
export const SALT_BYTES = 32;

/** The hex form of a salt: 64 lowercase hex digits. */
const SALT_HEX = /^[0-9a-f]{64}$/;

/**
 * A source of `length` random bytes: `node:crypto`'s `randomBytes` fits as it is, and in a browser
 * `(length) => crypto.getRandomValues(new Uint8Array(length))` (getRandomValues takes an array, not a length).
 */
export type RandomBytes = (length: number) => Uint8Array;

/**
 * A fresh salt for a draw commitment: 32 bytes from the injected source, as 64 lowercase hex
 * digits. The salt keeps the order secret until it is revealed: without it, anyone could try orders
 * against the published commitment.
 *
 * @throws RangeError when the source answers with anything but 32 bytes
 * @example /^[0-9a-f]{64}$/.test(createSalt(randomBytes)) // true — 64 lowercase hex digits, new on every call
 */
export function createSalt(randomBytes: RandomBytes): string {
  const bytes = randomBytes(SALT_BYTES);
  if (!(bytes instanceof Uint8Array) || bytes.length !== SALT_BYTES) {
    throw new RangeError(`randomBytes(${SALT_BYTES}) must give ${SALT_BYTES} bytes`);
  }
  return bytesToHex(bytes);
}

/**
 * Whether `salt` has the form createSalt gives: 64 lowercase hex digits.
 *
 * @example isSaltHex('ab'.repeat(32)) // true
 */
export function isSaltHex(salt: unknown): salt is string {
  return typeof salt === 'string' && SALT_HEX.test(salt);
}
