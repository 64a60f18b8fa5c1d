const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** domain.md: a session lives 30 days at most and ends after 7 days without a request. */
export const SESSION_MAX_AGE_MS = 30 * DAY_MS;
export const SESSION_IDLE_TIMEOUT_MS = 7 * DAY_MS;
/** last_seen_at is written at most this often, so a busy visitor does not cost a write per request. */
export const SESSION_TOUCH_INTERVAL_MS = 5 * MINUTE_MS;

/**
 * Failed logins within this window (domain.md: limited per IP address and per account). An address that
 * failed 10 times on an account may not try that account again, nor anything after 30 failures on any
 * accounts; the account itself is never closed to an address that has not failed on it, so guessing from
 * a few addresses cannot lock the staff out.
 */
export const LOGIN_ATTEMPT_WINDOW_MS = 15 * MINUTE_MS;
export const LOGIN_MAX_FAILURES_PER_ACCOUNT_AND_IP = 10;
export const LOGIN_MAX_FAILURES_PER_IP = 30;
/**
 * Past this many failures on one account from all addresses together (guessing spread over many
 * addresses), an address that failed on it even once waits: each new address gets one guess per window,
 * and the owner, who logs in from an address without failures, still gets in.
 */
export const LOGIN_ACCOUNT_FAILURE_CEILING = 50;
/**
 * Wrong current passwords of one user's password change in the login window, from any addresses: the
 * caller holds a session, perhaps a stolen one used from many places, and refusing the change (not the
 * login) for a while costs the owner little.
 */
export const PASSWORD_CHANGE_MAX_FAILURES = 10;

const HOUR_MS = 60 * MINUTE_MS;

/** New customer accounts from one IP address per hour: people register once, scripts many times. */
export const REGISTRATIONS_PER_IP = { limit: 10, windowMs: HOUR_MS };
/** Company applications (`/pro-firmy`) from one IP address per hour. */
export const COMPANY_REGISTRATIONS_PER_IP = { limit: 5, windowMs: HOUR_MS };
/**
 * Password-reset e-mails asked for from one IP address per hour, and for one e-mail address from one IP
 * address: counted per requesting address, so a stranger's requests never use up the owner's, while one
 * address can still send a mailbox no more than 3 an hour.
 */
export const RESET_REQUESTS_PER_IP = { limit: 10, windowMs: HOUR_MS };
export const RESET_REQUESTS_PER_IP_AND_EMAIL = { limit: 3, windowMs: HOUR_MS };
/**
 * Newsletter sign-ups from one IP address, and confirmations sent to one address, per hour: each sends an
 * e-mail, so without a limit the form could flood someone's mailbox.
 */
export const NEWSLETTER_SIGNUPS_PER_IP = { limit: 10, windowMs: HOUR_MS };
export const NEWSLETTER_SIGNUPS_PER_EMAIL = { limit: 5, windowMs: HOUR_MS };
/** A reset link works this long after it was sent. */
export const RESET_TOKEN_LIFETIME_MS = HOUR_MS;
/**
 * Return-form order lookups and filed returns from one IP address per hour: each lookup tries an order
 * number with an e-mail, so the limit keeps anyone from trying many pairs, and each filing sends an e-mail.
 */
export const RETURN_LOOKUPS_PER_IP = { limit: 20, windowMs: HOUR_MS };
export const RETURN_REQUESTS_PER_IP = { limit: 10, windowMs: HOUR_MS };
