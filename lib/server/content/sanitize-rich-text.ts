import 'server-only';
import sanitizeHtml from 'sanitize-html';
import { localTarget } from '@/lib/navigation';

const ANCHOR_ID = /^[a-z][a-z0-9-]{0,63}$/;

/** A heading keeps its id only when it is a plain slug (`pobocky`), never an arbitrary string. */
function headingWithAnchor(tagName: string, attribs: sanitizeHtml.Attributes) {
  const { id, ...rest } = attribs;
  return { tagName, attribs: id && ANCHOR_ID.test(id) ? { ...rest, id } : rest };
}

/**
 * An image only from our own media folder, checked where the browser will fetch it (after `..`, `%2e%2e`
 * and `\` are resolved) and stored as that path: `/media/../api/auth/logout` would otherwise make every
 * reader's browser call the API, and an outside address would tell a tracker who reads the page.
 */
function withMediaSource(tagName: string, attribs: sanitizeHtml.Attributes) {
  const { src, ...rest } = attribs;
  const target = src ? localTarget(src) : null;
  return { tagName, attribs: target?.startsWith('/media/') ? { ...attribs, src: target } : rest };
}

const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'hr',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'strong',
    'b',
    'em',
    'i',
    'blockquote',
    'table',
    'caption',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    // An id on a heading is what an in-page anchor (`/kontakt#pobocky`) points at.
    h2: ['id'],
    h3: ['id'],
    a: ['href', 'target', 'rel', 'title'],
    img: ['src', 'alt', 'width', 'height'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['https', 'http', 'mailto', 'tel'],
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  transformTags: {
    // The page's own title is its only h1.
    h1: 'h2',
    h2: headingWithAnchor,
    h3: headingWithAnchor,
    img: withMediaSource,
    a: (tagName, attribs) => {
      const { target, ...rest } = attribs;
      return target === '_blank'
        ? { tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } }
        : { tagName, attribs: rest };
    },
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/**
 * Rich text (CMS pages, trends, topics) reduced to a strict allow-list: no scripts, frames, styles,
 * event handlers or javascript: URLs. Run before storing and again before showing.
 */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, options).trim();
}
