import { ErrorSchema } from '@bingo/contracts';

/** Declares the error answers a route can give, so they appear in the OpenAPI document. */
export function errorResponses<const C extends number>(...codes: C[]): Record<C, typeof ErrorSchema> {
  return Object.fromEntries(codes.map((c) => [c, ErrorSchema])) as Record<C, typeof ErrorSchema>;
}

/** Marks a route as needing the bearer token in the OpenAPI document. */
export const bearer = [{ bearerAuth: [] }];

/** Marks a route as open to anyone (sign-in, the public game view) in the OpenAPI document. */
export const open: [] = [];
