import 'server-only';
import type { ChannelId } from './channels';
import { env } from './env';

export interface ReviewsConfig {
  /** The shop's page at the reviews provider, per country. */
  profileUrl: string;
  /** The provider's widget, present only when the shop has a certificate key for that country. */
  widget: { scriptUrl: string; key: string } | null;
}

const widgetHost: Record<ChannelId, string> = { cz: 'https://cz.im9.cz', sk: 'https://sk.im9.cz' };

/** Spec §2 Footer: the third-party reviews badge and widget of the country shop. */
export function reviewsConfig(channel: ChannelId): ReviewsConfig {
  const key = channel === 'cz' ? env.REVIEWS_WIDGET_KEY_CZ : env.REVIEWS_WIDGET_KEY_SK;
  return {
    profileUrl: channel === 'cz' ? env.REVIEWS_URL_CZ : env.REVIEWS_URL_SK,
    widget: key ? { scriptUrl: `${widgetHost[channel]}/direct/i/gjs.php?n=wdgt&sak=${key}`, key } : null,
  };
}
