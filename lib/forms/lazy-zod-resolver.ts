import type { FieldValues, Resolver } from 'react-hook-form';
import type { ZodType } from 'zod';

/**
 * A react-hook-form resolver that imports zod, its resolver and the form's schema on the first
 * validation: a page with a form then keeps zod (about 32 kB gzip) out of its first-load JavaScript.
 * `loadSchema` is called each time, so a schema that depends on the values can be built per validation.
 */
export function lazyZodResolver<Values extends FieldValues, Output = Values>(
  loadSchema: (values: Values) => Promise<ZodType>,
): Resolver<Values, unknown, Output> {
  return async (values, context, options) => {
    const [{ zodResolver }, schema] = await Promise.all([
      import('@hookform/resolvers/zod'),
      loadSchema(values),
    ]);
    // The schema's input is the form's values: what `zodResolver(schema)` would infer statically.
    const resolve = zodResolver(schema as never) as unknown as Resolver<Values, unknown, Output>;
    return resolve(values, context, options);
  };
}
