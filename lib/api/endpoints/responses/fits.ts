import type { z } from 'zod';

type Fits<Actual, S extends z.ZodType> = [Actual] extends [z.output<S>]
  ? unknown
  : { 'a value of the service type does not fit this schema': never };

/**
 * A response schema written after a service's TypeScript type, where the contract has no schema yet: the
 * compiler checks that every value of `Actual` is one the schema describes, so the description cannot
 * claim a field the service does not return (it may leave some out).
 */
export function describes<Actual>() {
  return <S extends z.ZodType>(schema: S & Fits<Actual, S>): S => schema;
}
