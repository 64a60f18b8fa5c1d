import { http, HttpResponse } from 'msw';
import { INVALID_CREDENTIALS_MESSAGE } from '@/lib/api/contract/auth';
import type { OkResponse } from '@/lib/api/contract/newsletter';

/**
 * An API path on any origin: the unit tests' client calls `http://shop.test/api/…`, the built pages their
 * own origin's `/api/…`, and one handler serves both.
 */
export const apiUrl = (path: `/api/${string}`) => `*${path}`;

/** `PUT /api/email-notification/join-newsletter` as the server answers a valid sign-up. */
export const joinNewsletter = () =>
  http.put(apiUrl('/api/email-notification/join-newsletter'), () =>
    HttpResponse.json({ ok: true } satisfies OkResponse),
  );

/** `POST /api/auth/login`'s refusal of a wrong e-mail or password, which the form words itself (spec §8). */
export const invalidCredentials = () => () =>
  HttpResponse.json({ code: 401, message: INVALID_CREDENTIALS_MESSAGE }, { status: 401 });
