/** Where Debian's package puts Chromium; the browser tests use it unless CHROMIUM_PATH names another. */
export const DEBIAN_CHROMIUM = '/usr/bin/chromium';

export interface ChromiumFacts {
  /** CHROMIUM_PATH, when set. */
  chromiumPath: string | undefined;
  exists: (path: string) => boolean;
  isRoot: boolean;
  hasAptGet: boolean;
  /** sudo runs without asking for a password. */
  canSudo: boolean;
}

export type ChromiumPlan =
  | { kind: 'ready'; path: string }
  | { kind: 'install'; commands: string[][] }
  | { kind: 'missing'; message: string };

const INSTALL = [
  ['apt-get', 'update', '-qq'],
  ['apt-get', 'install', '-y', '-qq', 'chromium'],
];

/**
 * What `npm test` does about the browser its e2e and page tests drive: use the one there is, install
 * Debian's package when this user may (root, or sudo without a password, as CI's machines are), or stop
 * before anything else runs with the one command that makes it work.
 */
export function chromiumPlan(facts: ChromiumFacts): ChromiumPlan {
  if (facts.chromiumPath) {
    if (facts.exists(facts.chromiumPath)) return { kind: 'ready', path: facts.chromiumPath };
    return {
      kind: 'missing',
      message: `CHROMIUM_PATH is ${facts.chromiumPath}, and there is no such file. Point it at a Chromium binary, or unset it to use Debian's (${DEBIAN_CHROMIUM}).`,
    };
  }
  if (facts.exists(DEBIAN_CHROMIUM)) return { kind: 'ready', path: DEBIAN_CHROMIUM };
  if (facts.hasAptGet && facts.isRoot) return { kind: 'install', commands: INSTALL };
  if (facts.hasAptGet && facts.canSudo)
    return { kind: 'install', commands: INSTALL.map((command) => ['sudo', ...command]) };
  return {
    kind: 'missing',
    message: facts.hasAptGet
      ? `The browser tests need Chromium. Install it with:\n\n  sudo apt-get install -y chromium\n\nthen run npm test again (or set CHROMIUM_PATH to a Chromium binary).`
      : `The browser tests need Chromium at ${DEBIAN_CHROMIUM} or at CHROMIUM_PATH. Install Chromium and run npm test with CHROMIUM_PATH=/path/to/chromium.`,
  };
}
