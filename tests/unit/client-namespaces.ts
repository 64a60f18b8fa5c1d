import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');
const extensions = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

/** Our own module a specifier names (`@/…` or relative), or null for a package or a JSON catalog. */
function resolveModule(specifier: string, from: string): string | null {
  let base: string;
  if (specifier.startsWith('@/')) base = path.join(root, specifier.slice(2));
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier);
  else return null;
  for (const extension of extensions) {
    const file = base + extension;
    if (/\.tsx?$/.test(file) && existsSync(file) && statSync(file).isFile()) return file;
  }
  return null;
}

/** The modules a source imports at run time: static, re-exported and lazy (`import()`), not `import type`. */
function importsOf(source: string): string[] {
  const specifiers: string[] = [];
  const statements = /(?:^|\n)\s*(import|export)\s+(type\s+)?(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/g;
  for (const match of source.matchAll(statements)) if (!match[2]) specifiers.push(match[3]!);
  for (const match of source.matchAll(/import\(\s*['"]([^'"]+)['"]\s*\)/g)) specifiers.push(match[1]!);
  return specifiers;
}

const isClientModule = (source: string) => /^\s*['"]use client['"]/.test(source);

/**
 * The message namespaces the client components reached from these route files read with
 * `useTranslations`: a module is a client one when it says 'use client' or a client module imports it.
 */
export function clientNamespaces(routeFiles: string[]): Set<string> {
  const namespaces = new Set<string>();
  const seen = new Set<string>();
  const visit = (file: string, client: boolean) => {
    const key = `${client}:${file}`;
    if (seen.has(key)) return;
    seen.add(key);
    const source = readFileSync(file, 'utf8');
    const inClient = client || isClientModule(source);
    if (inClient) {
      for (const match of source.matchAll(/useTranslations\(\s*['"]([^'".]+)/g)) namespaces.add(match[1]!);
    }
    for (const specifier of importsOf(source)) {
      const target = resolveModule(specifier, file);
      if (target) visit(target, inClient);
    }
  };
  for (const file of routeFiles) visit(path.join(root, file), false);
  return namespaces;
}
