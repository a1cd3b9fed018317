/**
 * Whether a late bingo still wins, per shop: `AllowLate` accepts any win standing at the claim;
 * `LastCallOnly` accepts only a win that includes the last number called.
 */
export const LAST_CALL_RULES = Object.freeze(['AllowLate', 'LastCallOnly'] as const);

/** One of LAST_CALL_RULES. */
export type LastCallRule = (typeof LAST_CALL_RULES)[number];

/** The rule a shop starts with. */
export const DEFAULT_LAST_CALL_RULE: LastCallRule = 'AllowLate';

/**
 * Whether `rule` is a LastCallRule.
 *
 * @example isLastCallRule('LastCallOnly') // true
 */
export function isLastCallRule(rule: unknown): rule is LastCallRule {
  return (LAST_CALL_RULES as readonly unknown[]).includes(rule);
}

/** Throws a RangeError unless `rule` is a LastCallRule. */
export function assertLastCallRule(rule: unknown): asserts rule is LastCallRule {
  if (!isLastCallRule(rule)) throw new RangeError(`Unknown lastCallRule: ${String(rule)}`);
}
