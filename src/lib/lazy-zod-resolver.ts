import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from '@/lib/zod';

/** A value built on first use, then kept. */
export function once<T>(build: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= build());
}

/**
 * A form's zod resolver that builds its schema on the form's first validation, not while
 * the page starts: building zod 4 schemas is a large part of starting a form page.
 */
export function lazyZodResolver<Values extends FieldValues>(
  schema: () => z.ZodType<Values, FieldValues>,
): Resolver<Values> {
  let resolver: Resolver<Values> | undefined;
  return (values, context, options) => {
    resolver ??= zodResolver(schema()) as Resolver<Values>;
    return resolver(values, context, options);
  };
}
