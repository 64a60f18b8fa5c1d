import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contrastRatio, over, parseHex, type Rgb } from '@/tests/support/contrast';

/**
 * WCAG 2.1 AA contrast of the palette in app/globals.css, for every text/background pair the components
 * use: 4.5:1 for text (1.4.3), 3:1 for form control borders and the focus ring (1.4.11).
 */

const root = process.cwd();
const css = readFileSync(path.join(root, 'app/globals.css'), 'utf8');
const palette = new Map<string, Rgb>([
  ['white', [255, 255, 255]],
  ['black', [0, 0, 0]],
]);
for (const [, name, hex] of css.matchAll(/--color-([\w-]+):\s*(#[0-9a-f]{6});/gi)) {
  palette.set(name!, parseHex(hex!));
}

/** `red` or `red/10` (10 % opacity) as it shows over `below` (a page is white). */
function colour(token: string, below: Rgb = palette.get('white')!): Rgb {
  const [name, percent] = token.split('/');
  const rgb = palette.get(name!);
  if (!rgb) throw new Error(`no --color-${name} in app/globals.css`);
  return percent ? over(rgb, Number(percent) / 100, below) : rgb;
}

type Pair = [what: string, foreground: string, background: string, dark?: string];

const TEXT = 4.5;
const NON_TEXT = 3;

const textPairs: Pair[] = [
  ['body text', 'grey-900', 'white'],
  ['body text on the light panels', 'grey-900', 'grey-50'],
  ['headings and prices', 'dark-blue', 'white'],
  ['headings on a chosen option', 'dark-blue', 'light-blue'],
  ['secondary text', 'grey-700', 'white'],
  ['secondary text on grey panels', 'grey-700', 'grey-100'],
  ['muted text (prices without VAT, hints)', 'grey-600', 'white'],
  ['muted text on light panels', 'grey-600', 'grey-50'],
  ['muted text on grey panels', 'grey-600', 'grey-100'],
  ['muted text on blue panels', 'grey-600', 'light-blue'],
  ['search placeholder', 'grey-600', 'white'],
  ['links', 'blue', 'white'],
  ['links on light panels', 'blue', 'grey-50'],
  ['links on grey panels', 'blue', 'grey-100'],
  ['links on hover', 'blue', 'light-blue'],
  ['primary buttons', 'white', 'blue'],
  ['buttons on hover, the footer and the admin header', 'white', 'dark-blue'],
  ['add-to-cart buttons', 'white', 'dark-green'],
  ['pay button', 'white', 'green'],
  ['danger buttons and the cart count badge', 'white', 'red'],
  ['API method badge', 'white', 'grey-700'],
  ['errors', 'red', 'white'],
  ['errors in an alert box', 'red', 'red/10'],
  ['remove links on hover', 'red', 'light-blue'],
  ['success text', 'dark-green', 'white'],
  ['paid badge', 'dark-green', 'green/10'],
  ['success labels', 'green', 'white'],
  ['footer links', 'grey-200', 'dark-blue'],
  ['footer fine print', 'grey-300', 'dark-blue'],
  ['footer badges', 'white', 'white/10', 'dark-blue'],
  ['disabled-but-readable buttons', 'grey-800', 'disabled'],
  ['disabled-but-readable filter choices', 'grey-600', 'white'],
];

const nonTextPairs: Pair[] = [
  ['focus ring', 'blue', 'white'],
  ['focus ring on light panels', 'blue', 'grey-50'],
  ['focus ring on grey panels', 'blue', 'grey-100'],
  ['focus ring on the dark-blue frame', 'white', 'dark-blue'],
  ['form control borders', 'field', 'white'],
  ['form control borders on light panels', 'field', 'grey-50'],
  ['chosen option border', 'blue', 'white'],
];

function ratio([, foreground, background, dark]: Pair): number {
  const below = dark ? colour(dark) : undefined;
  return contrastRatio(colour(foreground, below), colour(background, below));
}

describe('palette contrast (WCAG 2.1 AA)', () => {
  it.each(textPairs)('text: %s (%s on %s) reaches 4.5:1', (...pair) => {
    expect(ratio(pair)).toBeGreaterThanOrEqual(TEXT);
  });

  it.each(nonTextPairs)('non-text: %s (%s on %s) reaches 3:1', (...pair) => {
    expect(ratio(pair)).toBeGreaterThanOrEqual(NON_TEXT);
  });

  it('knows every text colour the components use', () => {
    const used = new Set<string>();
    for (const file of sourceFiles(['components', 'app'])) {
      for (const [, name] of readFileSync(file, 'utf8').matchAll(
        /(?<=[\s"'`:])text-([a-z]+(?:-[a-z0-9]+)*)\b/g,
      )) {
        if (palette.has(name!)) used.add(name!);
      }
    }
    const checked = new Set(textPairs.map(([, foreground]) => foreground));
    expect([...used].filter((name) => !checked.has(name))).toEqual([]);
  });

  it('gives every text field, select and text area the field border', () => {
    const light: string[] = [];
    for (const file of sourceFiles(['components', 'app'])) {
      const source = readFileSync(file, 'utf8');
      for (const [element] of source.matchAll(/<(input|select|textarea)\b[^>]*?className="[^"]*"/g)) {
        if (/\bborder-grey-[1-4]00\b/.test(element)) light.push(`${path.relative(root, file)}: ${element}`);
      }
    }
    expect(light).toEqual([]);
  });
});

function sourceFiles(folders: string[]): string[] {
  const files: string[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder)) {
      const full = path.join(folder, entry);
      if (statSync(full).isDirectory()) walk(full);
      else if (/\.tsx?$/.test(entry)) files.push(full);
    }
  };
  for (const folder of folders) walk(path.join(root, folder));
  return files;
}
