// Module hook: openapi-typescript's `typescript` import gets TypeScript 5 (the `typescript5` alias),
// the compiler API it is written against; everything else keeps the repo's TypeScript 7.
export async function resolve(specifier, context, next) {
  if (specifier === 'typescript' && context.parentURL?.includes('/openapi-typescript')) {
    return next('typescript5', context);
  }
  return next(specifier, context);
}
