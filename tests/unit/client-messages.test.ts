import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLIENT_MESSAGE_SCOPES, type ClientMessageScope } from '@/lib/i18n/client-messages';
import { clientNamespaces } from './client-namespaces';

const appDir = path.resolve(__dirname, '../../app/[locale]');
const routeFile = /^(page|layout|error|not-found|template|loading)\.tsx$/;

/** The folders whose pages get a part's own messages (their layouts give them), beside the administration's. */
const scopeFolders: Record<Exclude<ClientMessageScope, 'shop'>, string[]> = {
  account: ['[channel]/(shop)/uzivatel/'],
  b2b: ['[channel]/(shop)/b2b/'],
  order: ['[channel]/(shop)/objednavka/'],
  registration: ['[channel]/(shop)/pro-firmy/', '[channel]/(shop)/registrace/'],
  returns: ['[channel]/(shop)/formular-vraceni-zbozi/'],
  clean: ['[channel]/(clean)/'],
};
const adminFolder = '[channel]/admin/';

const routeFiles = (readdirSync(appDir, { recursive: true }) as string[])
  .filter((file) => routeFile.test(path.basename(file)))
  .map((file) => file.split(path.sep).join('/'));

/** A part's route files: the layout that gives the messages belongs to the part above it. */
function filesOf(scope: ClientMessageScope): string[] {
  const inFolder = (file: string, folder: string) =>
    file.startsWith(folder) && file !== `${folder}layout.tsx`;
  const files =
    scope === 'shop'
      ? routeFiles.filter(
          (file) =>
            !file.startsWith(adminFolder) &&
            !Object.values(scopeFolders)
              .flat()
              .some((folder) => inFolder(file, folder)),
        )
      : routeFiles.filter((file) => scopeFolders[scope].some((folder) => inFolder(file, folder)));
  return files.map((file) => path.join('app/[locale]', file));
}

describe('client messages of each part of the shop', () => {
  it.each(Object.keys(CLIENT_MESSAGE_SCOPES) as ClientMessageScope[])(
    '%s sends exactly the namespaces its client components read',
    (scope) => {
      const files = filesOf(scope);
      expect(files.length).toBeGreaterThan(0);
      expect([...CLIENT_MESSAGE_SCOPES[scope]].sort()).toEqual([...clientNamespaces(files)].sort());
    },
  );

  it('counts what client modules read, through server components and imports, not what the server reads', () => {
    // The footer renders its own texts on the server and the newsletter form, a client component, below it.
    const found = clientNamespaces(['components/frame/site-footer.tsx']);
    expect(found).toContain('Newsletter');
    expect(found).not.toContain('Footer');
    // The header's search box is a client module; the suggestions it imports are client ones too.
    expect(clientNamespaces(['components/frame/site-header.tsx'])).toContain('Search');
  });
});
