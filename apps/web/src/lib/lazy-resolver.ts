import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A form's zod resolver that loads its schema, zod and the resolver at the form's first check
 * (a blur or a submit), not with the page: a public page's form then costs its first visit no
 * zod. The same schema as the server's, so the messages are the same. Made once per form, at
 * module level, so every render shares what it loaded.
 */
export function lazyZodResolver<T extends FieldValues>(
  load: () => Promise<z.ZodType<T, T>>,
): Resolver<T> {
  let ready: Promise<Resolver<T>> | undefined;
  return async (values, context, options) => {
    ready ??= Promise.all([import('@hookform/resolvers/zod'), load()]).then(
      ([{ zodResolver }, schema]) => zodResolver(schema) as Resolver<T>,
      (error: unknown) => {
        // Offline at the first check: the next check tries again.
        ready = undefined;
        throw error;
      },
    );
    return (await ready)(values, context, options);
  };
}
