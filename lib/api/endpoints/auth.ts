import {
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  registerRequestSchema,
  registerResponseSchema,
} from '@/lib/api/contract/account';
import {
  authUserResponseSchema,
  loginRequestSchema,
  loginResponseSchema,
  logoutResponseSchema,
} from '@/lib/api/contract/auth';
import { okResponseSchema } from '@/lib/api/contract/newsletter';
import {
  type ApiEndpoint,
  anyone,
  businessRule,
  conflict,
  created,
  json,
  signedIn,
  tooManyRequests,
} from './endpoint';

const signedInAnswer = 'Signed in: the session token (also set as the session cookie) and the user.';

export const authEndpoints: ApiEndpoint[] = [
  {
    method: 'POST',
    path: '/api/auth/login',
    area: 'auth',
    summary: 'Sign in with e-mail and password',
    description:
      'Answers the session token: send it as `Authorization: Bearer <token>` from a server, or let the browser keep the cookie. The visitor’s cart is merged into the user’s. Wrong credentials are 401 `{ code: 401 }`.',
    access: anyone,
    body: loginRequestSchema,
    responses: [{ ...json(loginResponseSchema, signedInAnswer), setsCookie: true }],
    errors: [tooManyRequests('Too many failed attempts for the address or from the client')],
  },
  {
    method: 'POST',
    path: '/api/auth/logout',
    area: 'auth',
    summary: 'Sign out',
    description: 'Ends the presented session (Bearer token and cookie) and clears the cookie.',
    access: anyone,
    responses: [{ ...json(logoutResponseSchema, 'Signed out.'), setsCookie: true }],
  },
  {
    method: 'POST',
    path: '/api/auth/register',
    area: 'auth',
    summary: 'Register a B2C customer account',
    description: 'Creates the account, sends a welcome e-mail and signs the customer in like a login.',
    access: anyone,
    body: registerRequestSchema,
    responses: [{ ...created(registerResponseSchema, signedInAnswer), setsCookie: true }],
    errors: [
      conflict('An account with the e-mail exists', ['EMAIL_TAKEN']),
      tooManyRequests('Too many registrations from the client'),
    ],
  },
  {
    method: 'POST',
    path: '/api/auth/password-reset/request',
    area: 'auth',
    summary: 'Ask for a password-reset e-mail',
    description:
      'Answers the same whether or not the address has an account; the link works once, for an hour.',
    access: anyone,
    body: passwordResetRequestSchema,
    responses: [json(okResponseSchema, 'Accepted; the e-mail goes out if the account exists.')],
    errors: [tooManyRequests('Too many requests for the address or from the client')],
  },
  {
    method: 'POST',
    path: '/api/auth/password-reset',
    area: 'auth',
    summary: 'Set a new password with the e-mailed token',
    description: 'Every session of the user ends; this client is signed in anew.',
    access: anyone,
    body: passwordResetConfirmSchema,
    responses: [{ ...json(loginResponseSchema, signedInAnswer), setsCookie: true }],
    errors: [businessRule('The token is unknown, used or expired', ['RESET_TOKEN_INVALID'])],
  },
  {
    method: 'GET',
    path: '/api/auth/user',
    area: 'auth',
    summary: 'The signed-in user',
    description:
      'The user with the customers they may shop for and the permissions the shop frame needs; `{ code: 401 }` without a session.',
    access: signedIn,
    responses: [json(authUserResponseSchema)],
  },
];
