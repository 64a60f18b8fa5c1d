import { SESSION_COOKIE_NAME } from '@/lib/server/auth/session-cookie';
import { demoUser } from '@/lib/server/db/seed/shop/demo-users';

/**
 * A session of the demo B2C customer, as the login answer sets it: the benchmarks' signed-in visitor, whose
 * pages are rendered for them and never shared.
 */
export async function signedInCookie(base: string): Promise<string> {
  const { email, password } = demoUser('customer');
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-channel-id': 'cz', origin: base },
    body: JSON.stringify({ username: email, password }),
  });
  if (response.status !== 200) throw new Error(`Login of ${email} answered ${response.status}`);
  const session = response.headers
    .getSetCookie()
    .find((cookie) => cookie.startsWith(`${SESSION_COOKIE_NAME}=`));
  if (!session) throw new Error('The login set no session cookie');
  return session.split(';')[0]!;
}
