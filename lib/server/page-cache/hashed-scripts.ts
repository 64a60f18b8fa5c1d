import { createHash } from 'node:crypto';

export interface HashedScripts {
  /** The HTML without the render's nonce attributes. */
  html: string;
  /** `'sha256-…'` sources of the inline scripts the render itself wrote, in page order, without repeats. */
  sources: string[];
}

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const START_TAG = /<[a-z][^<>]*>/gi;

/**
 * A page rendered once for every visitor cannot carry a nonce: the same value would be served to all of
 * them. Its render's scripts are told apart by the nonce the render was given (fresh, and never sent to a
 * browser): each inline script carrying it is allowed by its hash instead, and the nonce attributes go.
 * A script in the HTML without that nonce (one injected through a product name or a CMS text) gets no
 * hash, so the page's policy does not let it run. Script files load from the shop's own origin ('self').
 */
export function hashedScripts(html: string, nonce: string): HashedScripts {
  const attribute = ` nonce="${nonce}"`;
  const sources = new Set<string>();
  for (const [, attributes, body] of html.matchAll(SCRIPT)) {
    if (!attributes!.includes(attribute) || /\ssrc=/i.test(attributes!)) continue;
    sources.add(`'sha256-${createHash('sha256').update(body!, 'utf8').digest('base64')}'`);
  }
  // Only from start tags: a script's text is hashed as it is and must stay so.
  const withoutNonces = html.replace(START_TAG, (tag) =>
    tag.includes(attribute) ? tag.replace(attribute, '') : tag,
  );
  return { html: withoutNonces, sources: [...sources] };
}
