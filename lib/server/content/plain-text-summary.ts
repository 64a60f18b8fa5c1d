import 'server-only';
import sanitizeHtml from 'sanitize-html';

const MAX_LENGTH = 160;

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** sanitize-html escapes the text it keeps; a meta description wants the characters themselves. */
function decodeEntities(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => entities[name] ?? '');
}

/** A meta description from rich text: the words only, cut at a word boundary near 160 characters. */
export function plainTextSummary(html: string): string {
  const spaced = html.replace(/<\/(p|h[1-6]|li|td|th|blockquote)>|<br\s*\/?>/gi, '$& ');
  const stripped = sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {} });
  const text = decodeEntities(stripped).replace(/\s+/g, ' ').trim();
  if (text.length <= MAX_LENGTH) return text;
  const cut = text.slice(0, MAX_LENGTH - 1);
  const wordEnd = cut.lastIndexOf(' ');
  return `${wordEnd > 0 ? cut.slice(0, wordEnd) : cut}…`;
}
