const htmlEscapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => htmlEscapes[character] ?? character);
}

/** A plain, inline-styled document: mail clients ignore style sheets and most CSS. */
export function htmlDocument(options: { lang: string; title: string; body: string }): string {
  return [
    '<!doctype html>',
    `<html lang="${escapeHtml(options.lang)}">`,
    `<head><meta charset="utf-8"><title>${escapeHtml(options.title)}</title></head>`,
    '<body style="margin:0;padding:24px;font-family:Arial,Helvetica,sans-serif;font-size:15px;',
    'line-height:1.5;color:#1f2937;background:#ffffff">',
    options.body,
    '</body>',
    '</html>',
  ].join('\n');
}

/** A paragraph of already escaped HTML (text through `escapeHtml`, links through `link`). */
export function paragraph(html: string): string {
  return `<p style="margin:0 0 16px">${html}</p>`;
}

export function link(href: string, text: string): string {
  return `<a href="${escapeHtml(href)}" style="color:#1d4ed8">${escapeHtml(text)}</a>`;
}
