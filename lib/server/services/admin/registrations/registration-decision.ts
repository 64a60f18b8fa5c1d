import 'server-only';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/server/db';
import { b2bRegistrations } from '@/lib/server/db/schema';
import { AppError } from '@/lib/server/errors';
import type { AccessRecipient } from '../users/access-mail';

export type RegistrationRow = typeof b2bRegistrations.$inferSelect;

/**
 * The registration to decide, locked until the decision commits: two dealers deciding at once cannot
 * both approve it (the second sees it decided).
 */
export async function lockPendingRegistration(tx: DbOrTx, id: number): Promise<RegistrationRow> {
  const [row] = await tx.select().from(b2bRegistrations).where(eq(b2bRegistrations.id, id)).for('update');
  if (!row) throw new AppError('REGISTRATION_NOT_FOUND', undefined, { status: 404 });
  if (row.status !== 'pending') throw new AppError('REGISTRATION_DECIDED', undefined, { status: 409 });
  return row;
}

export function applicantOf(row: RegistrationRow): AccessRecipient {
  return {
    email: row.email,
    firstname: row.firstname,
    companyName: row.companyName,
    locale: row.locale,
    channel: row.channel,
  };
}
