import { isDrawOrder } from './draw.js';
import { sha256Hex } from './sha256.js';

/**
 * The exact bytes a commitment hashes: the balls in draw order as decimal ASCII, joined by ',' with
 * no spaces, brackets or trailing separator (e.g. '42,7,75,…').
 *
 * @throws RangeError unless `order` is a permutation of 1..75
 * @example encodeDrawOrder(order).split(',').length // 75
 */
export function encodeDrawOrder(order: readonly number[]): string {
  if (!isDrawOrder(order)) throw new RangeError('A draw order must hold each ball from 1 to 75 exactly once');
  return order.join(',');
}

/**
 * The SHA-256 commitment to a draw order: lowercase hex of SHA-256(encodeDrawOrder(order)).
 * Stored when the game starts, so anyone can later check that the revealed order was not changed.
 *
 * @example drawCommitment(order) // 64 hex digits
 */
export function drawCommitment(order: readonly number[]): string {
  return sha256Hex(encodeDrawOrder(order));
}

/**
 * Whether a revealed draw order matches its commitment (hex compared case-insensitively). An order
 * that is not a permutation of 1..75 never matches.
 *
 * @example verifyCommitment(order, drawCommitment(order)) // true
 */
export function verifyCommitment(order: readonly number[], commitment: string): boolean {
  if (!isDrawOrder(order)) return false;
  return drawCommitment(order) === commitment.trim().toLowerCase();
}
