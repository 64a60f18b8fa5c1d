import 'server-only';
import { resetTokenSchema } from '@/lib/api/contract/account';
import { getDb } from '@/lib/server/db';
import { isResetTokenUsable } from '@/lib/server/services/accounts/password-reset';

/** The e-mailed reset link's token, when it can still set a new password. */
export async function loadPasswordResetPage(rawToken: unknown): Promise<{ token: string | null }> {
  const token = resetTokenSchema.safeParse(rawToken);
  const usable = token.success && (await isResetTokenUsable(await getDb(), token.data));
  return { token: usable ? token.data : null };
}
