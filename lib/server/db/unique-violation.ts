/**
 * A unique violation (PostgreSQL 23505) of a constraint whose name contains `constraint`: two admins
 * saving the same value at once, where the check before the write could not see the other one.
 */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let cause: unknown = error; cause instanceof Error; cause = cause.cause) {
    const details = cause as Error & { code?: string; constraint_name?: string; constraint?: string };
    const name = details.constraint_name ?? details.constraint ?? '';
    if (details.code === '23505' && name.includes(constraint)) return true;
  }
  return false;
}
