import { env } from '@/lib/config/env';
import type { Move } from './moved-target';

/** Spec §2 "a root redirect is configurable": where `/` sends every visitor, if anywhere (ROOT_REDIRECT). */
export function rootRedirect(): Move | null {
  return env.ROOT_REDIRECT ? { to: env.ROOT_REDIRECT, status: env.ROOT_REDIRECT_STATUS } : null;
}
