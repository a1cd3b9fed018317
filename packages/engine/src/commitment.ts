import { isDrawOrder } from './draw.js';
import { sha256Hex } from './hash.js';
import { isSaltHex } from './salt.js';

/**
 * The exact bytes a commitment hashes for a draw order: the balls in draw order as decimal ASCII,
 * joined by ',' with no spaces, brackets or trailing separator (e.g. '42,7,75,…').
 *
 * @throws RangeError unless `order` is a permutation of 1..75
 * @example encodeDrawOrder(order).split(',').length // 75
 */
export function encodeDrawOrder(order: readonly number[]): string {
  if (!isDrawOrder(order)) throw new RangeError('A draw order must hold each ball from 1 to 75 exactly once');
  return order.join(',');
}

/**
 * The text a commitment hashes: `saltHex + ":" + order.join(",")`.
 *
 * @throws RangeError for a salt that is not 64 lowercase hex digits or an order that is not 1..75
 * @example commitmentPreimage(createDrawOrder(seededRandomInt(42)), '00'.repeat(32)).slice(60, 75) // '0000:66,5,30,47'
 */
export function commitmentPreimage(order: readonly number[], saltHex: string): string {
  if (!isSaltHex(saltHex)) throw new RangeError('A salt must be 64 lowercase hex digits');
  return `${saltHex}:${encodeDrawOrder(order)}`;
}

/**
 * The commitment to a game's draw: lowercase hex SHA-256 of `saltHex + ":" + order.join(",")`.
 * Published at Start; once the game ends the order and salt are revealed and anyone can recompute it.
 *
 * @throws RangeError for a malformed salt or order (see commitmentPreimage)
 * @example
 * drawCommitment(createDrawOrder(seededRandomInt(42)), 'ab'.repeat(32))
 * // 'fe332f32eba84701b72f088e4f5cb84ae70c9720c0f8aa9b7a0dd667f95c8215'
 */
export function drawCommitment(order: readonly number[], saltHex: string): string {
  return sha256Hex(commitmentPreimage(order, saltHex));
}

/**
 * Whether a revealed order and salt match a commitment. The salt's hex and the commitment's are
 * each read in either case, around spaces, since a verifier may paste them from anywhere and an
 * uppercase copy of the right salt is no evidence of a changed draw. The three usually come from a
 * record someone else published, as untyped JSON, so anything malformed (a `null`, a number, a
 * short order, a salt that is not 64 hex digits) is false rather than an exception.
 *
 * @example verifyCommitment(order, salt, drawCommitment(order, salt)) // true
 * @example verifyCommitment(order, salt.toUpperCase(), drawCommitment(order, salt)) // true
 * @example verifyCommitment(order, null, drawCommitment(order, salt)) // false
 * @example verifyCommitment(order, salt, null) // false
 */
export function verifyCommitment(order: unknown, saltHex: unknown, commitment: unknown): boolean {
  const salt = typeof saltHex === 'string' ? saltHex.trim().toLowerCase() : saltHex;
  if (!isDrawOrder(order) || !isSaltHex(salt) || typeof commitment !== 'string') return false;
  return drawCommitment(order, salt) === commitment.trim().toLowerCase();
}
