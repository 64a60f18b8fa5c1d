import 'server-only';
import { getDb } from '@/lib/server/db';
import { getPageSessionUser } from '@/lib/server/page-session';
import { previewInvitation } from '@/lib/server/services/b2b/accept-invitation';

/** What an invitation link's token invites to, and who is signed in to accept it. */
export async function loadInvitationPage(rawToken: string | string[] | undefined) {
  const token = typeof rawToken === 'string' ? rawToken : '';
  const preview =
    token.length >= 20 && token.length <= 200
      ? await previewInvitation(await getDb(), token)
      : ({ state: 'unknown' } as const);
  const user = await getPageSessionUser();
  return { token, preview, signedInEmail: user?.email ?? null };
}
