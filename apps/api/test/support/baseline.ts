import { randomUUID } from 'node:crypto';
import { type JsonSchema, variants } from './openapi';

/**
 * A value the schema accepts, for the fields a generated test is not probing: the request then
 * fails (or passes) on the probed field alone. Names give the hints a schema cannot (an e-mail,
 * a phone number, a password).
 */
export function baselineValue(name: string, schema: JsonSchema): unknown {
  const s = variants(schema).find((v) => v.type !== 'null') ?? schema;
  if (s.enum && s.enum.length > 0) return s.enum[0];
  if (s.const !== undefined) return s.const;
  const type = Array.isArray(s.type) ? s.type[0] : s.type;
  if (type === 'integer' || type === 'number') return s.minimum ?? (s.exclusiveMinimum ?? 0) + 1;
  if (type === 'boolean') return false;
  if (type === 'array') {
    const count = Math.max(1, s.minItems ?? 1);
    const first = Number(s.items?.minimum ?? 1);
    return Array.from({ length: count }, (_, i) =>
      s.items?.type === 'integer' ? first + i : baselineValue(name, s.items ?? {}),
    );
  }
  if (type === 'object') return baselineBody(s);
  if (s.format === 'uuid') return randomUUID();
  if (s.format === 'date-time') return new Date().toISOString();
  const lower = name.toLowerCase();
  if (lower.includes('email')) return `generated.${randomUUID().slice(0, 8)}@test.et`;
  if (lower.includes('phone')) return '+251911000000';
  if (lower.includes('password')) return 'secret123';
  return 'Generated'.padEnd(s.minLength ?? 1, 'x');
}

/** The required fields, plus a phone number where one is named (some roles need it). */
export function baselineBody(schema: JsonSchema): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(schema.properties ?? {})) {
    if (schema.required?.includes(name) || name.toLowerCase().includes('phone')) {
      body[name] = baselineValue(name, field);
    }
  }
  return body;
}
