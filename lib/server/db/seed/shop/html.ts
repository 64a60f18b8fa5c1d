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
