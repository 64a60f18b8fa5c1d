import type { ResolverOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { lazyZodResolver } from '@/lib/forms/lazy-zod-resolver';

interface Values {
  email: string;
  count: string;
}

const options: ResolverOptions<Values> = { fields: {}, shouldUseNativeValidation: false };

describe('lazyZodResolver', () => {
  const schema = z.object({ email: z.email('email'), count: z.string().transform(Number) });
  const resolver = lazyZodResolver<Values, { email: string; count: number }>(async () => schema);

  it("reports a field's failing rule as its message, with no values", async () => {
    const result = await resolver({ email: 'not-an-e-mail', count: '2' }, undefined, options);
    expect(result.values).toEqual({});
    expect(result.errors.email?.message).toBe('email');
  });

  it("answers the schema's output for valid values", async () => {
    const result = await resolver({ email: 'jana@example.sk', count: '2' }, undefined, options);
    expect(result.errors).toEqual({});
    expect(result.values).toEqual({ email: 'jana@example.sk', count: 2 });
  });

  it('builds the schema from the values being checked', async () => {
    const byValues = lazyZodResolver<Values>(async (values) =>
      values.count === 'any' ? z.object({ email: z.string() }) : schema,
    );
    expect((await byValues({ email: 'x', count: 'any' }, undefined, options)).errors).toEqual({});
    expect((await byValues({ email: 'x', count: '1' }, undefined, options)).errors.email).toBeDefined();
  });
});
