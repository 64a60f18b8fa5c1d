/** Builders for the simple HTML subset that CMS pages and trends use (h2, p, ul/li). */

export function h2(text: string, id?: string): string {
  return id ? `<h2 id="${id}">${text}</h2>` : `<h2>${text}</h2>`;
}

export function p(text: string): string {
  return `<p>${text}</p>`;
}

export function ul(items: string[]): string {
  return ['<ul>', ...items.map((item) => `<li>${item}</li>`), '</ul>'].join('\n');
}

export function html(...blocks: string[]): string {
  return blocks.join('\n');
}

/** A link inside the shop; the explicit locale prefix works on every domain (routes.md). */
export function a(locale: 'sk' | 'cs' | 'en', path: string, text: string): string {
  return `<a href="/${locale}${path}">${text}</a>`;
}

export function mailto(email: string): string {
  return `<a href="mailto:${email}">${email}</a>`;
}
