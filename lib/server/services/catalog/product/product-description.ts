import 'server-only';
import sanitizeHtml from 'sanitize-html';

/**
 * Rich text is cleaned with sanitize-html: an allow-list sanitizer built on a streaming HTML parser,
 * so it needs no DOM on the server (DOMPurify would need jsdom there) and it is widely used and kept
 * up to date. Only text structure survives; scripts, styles, event handlers and unknown tags go.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'sub',
    'sup',
    'ul',
    'ol',
    'li',
    'h2',
    'h3',
    'h4',
    'blockquote',
    'a',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'rel', 'target'],
    th: ['scope', 'colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  transformTags: {
    // The page's own heading is the only h1.
    h1: 'h2',
    a: (tagName, attribs): sanitizeHtml.Tag => {
      const href = attribs.href ?? '';
      if (!/^https?:/i.test(href)) return { tagName, attribs: { href } };
      return { tagName, attribs: { href, rel: 'noopener noreferrer nofollow', target: '_blank' } };
    },
  },
};

function escapeText(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

/** Plain text (the seeded descriptions): a blank line starts a paragraph, a line break stays one. */
function paragraphsOf(text: string): string {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${escapeText(paragraph).replaceAll('\n', '<br>')}</p>`)
    .join('');
}

const looksLikeHtml = /<\/?[a-z][\s\S]*?>/i;

/** A description as safe HTML: rich text sanitized, plain text turned into paragraphs. */
export function descriptionHtml(description: string): string {
  const source = description.trim();
  if (!source) return '';
  return sanitizeHtml(looksLikeHtml.test(source) ? source : paragraphsOf(source), options).trim();
}
