import type { TestContext } from './app';

/** The parts of a JSON Schema the generated tests read. */
export type JsonSchema = {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  default?: unknown;
};

export type Parameter = {
  in: 'path' | 'query' | 'header';
  name: string;
  required?: boolean;
  schema?: JsonSchema;
};

export type Operation = {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  /** As the document writes it: `/api/games/{id}/check`. */
  path: string;
  key: string;
  parameters: Parameter[];
  body: JsonSchema | undefined;
  security: boolean;
};

type Doc = {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Parameter[];
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
        security?: unknown[];
      }
    >
  >;
};

const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);

/** Every operation of the served OpenAPI document, so a new or reshaped route is tested as it is. */
export async function operations(ctx: TestContext): Promise<Operation[]> {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
  const doc = res.json() as Doc;
  const out: Operation[] = [];
  for (const [path, ops] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(ops)) {
      if (!METHODS.has(method)) continue;
      out.push({
        method: method as Operation['method'],
        path,
        key: `${method} ${path}`,
        parameters: op.parameters ?? [],
        body: op.requestBody?.content?.['application/json']?.schema,
        security: (op.security ?? []).length > 0,
      });
    }
  }
  return out;
}

/** The alternatives of a nullable or union schema, flattened. */
export function variants(schema: JsonSchema): JsonSchema[] {
  const alts = schema.anyOf ?? schema.oneOf;
  return alts ? alts.flatMap(variants) : [schema];
}

export const hasType = (schema: JsonSchema, type: string): boolean =>
  variants(schema).some((s) => s.type === type || (Array.isArray(s.type) && s.type.includes(type)));

/** A free number (an amount or a rate), not a choice among listed values such as a status 0 or 1. */
export const isFreeNumber = (schema: JsonSchema): boolean =>
  variants(schema).some((s) => s.type === 'number' && s.const === undefined && s.enum === undefined);

/** Top-level body fields (the API's bodies are flat objects). */
export function bodyFields(op: Operation): [string, JsonSchema][] {
  return Object.entries(op.body?.properties ?? {});
}
