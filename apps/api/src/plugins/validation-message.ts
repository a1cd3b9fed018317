import { fillText, SERVER_MESSAGES, TEMPLATE_MESSAGES } from '@bingo/contracts';
import type { ZodFastifySchemaValidationError } from 'fastify-type-provider-zod';

/** What a field must be, by zod's name of the type it expected, in the words of a template. */
const TYPE_TEMPLATES: Readonly<Record<string, keyof typeof TEMPLATE_MESSAGES>> = {
  boolean: 'wrongTypeBoolean',
  number: 'wrongTypeNumber',
  int: 'wrongTypeWholeNumber',
  string: 'notText',
  array: 'wrongTypeList',
  object: 'wrongTypeObject',
};

/** zod's own English ('Invalid input: expected boolean, received string'); a schema's own words win. */
const ZOD_OWN_WORDS = /^Invalid (input|option)\b/;

/**
 * A field's refusal that its schema left to zod, in a template a screen can translate; the field is
 * named by its path as the client sent it ('items.0.amount').
 */
function fieldMessage(issue: ZodFastifySchemaValidationError): string | undefined {
  if (issue.instancePath === '/' || !ZOD_OWN_WORDS.test(issue.message ?? '')) return undefined;
  const field = issue.instancePath.slice(1).replaceAll('/', '.');
  const params = issue.params as { expected?: unknown; values?: unknown };
  // zod says a field left out is of the wrong type ('expected boolean, received undefined').
  if (issue.keyword === 'invalid_type' && issue.message?.endsWith('received undefined')) {
    return fillText(TEMPLATE_MESSAGES.missingField, { field });
  }
  if (issue.keyword === 'invalid_type' && typeof params.expected === 'string') {
    const key = Object.hasOwn(TYPE_TEMPLATES, params.expected) ? TYPE_TEMPLATES[params.expected] : undefined;
    // notText, shared with the contracts' text fields, calls its field a label.
    return key && fillText(TEMPLATE_MESSAGES[key], { field, label: field });
  }
  if (issue.keyword === 'invalid_value' && Array.isArray(params.values)) {
    return fillText(TEMPLATE_MESSAGES.notOneOf, { field, values: params.values.map(String).join(', ') });
  }
  return undefined;
}

/** The words of a request's first refusal by its schema; `context` is the part refused (body, query). */
export function validationMessage(
  issue: ZodFastifySchemaValidationError,
  context: string | undefined,
): string {
  const part = context === 'querystring' ? 'query string' : (context ?? 'request');
  if (issue.keyword === 'unrecognized_keys') {
    const keys = (issue.params as { keys?: unknown }).keys;
    const fields = Array.isArray(keys) ? keys : [];
    const template = fields.length > 1 ? TEMPLATE_MESSAGES.unknownFields : TEMPLATE_MESSAGES.unknownField;
    return fillText(template, { part, fields: fields.join(', ') });
  }
  if (issue.keyword === 'invalid_type' && issue.instancePath === '/') {
    return fillText(TEMPLATE_MESSAGES.notAnObject, { part });
  }
  return fieldMessage(issue) ?? issue.message ?? SERVER_MESSAGES.invalidRequest;
}
