import { env } from '@/lib/config/env';
import { AppError } from '@/lib/server/errors';
import type { CardGateway } from './card-gateway';
import { devGateway } from './dev-gateway';

/** The gateway PAYMENT_GATEWAY names; with `none` the shop takes no card payments after the order. */
export function cardGateway(): CardGateway {
  if (env.PAYMENT_GATEWAY === 'dev') return devGateway;
  throw new AppError('CARD_PAYMENTS_DISABLED', undefined, { status: 503 });
}

export function isDevGatewayEnabled(): boolean {
  return env.PAYMENT_GATEWAY === 'dev';
}
