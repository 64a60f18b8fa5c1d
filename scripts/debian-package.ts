import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/**
 * A command from one of Debian's packages (nginx, wrk) for a test or a benchmark: the one there is, or the
 * package installed when this user may (root, or sudo without a password), or why it cannot be had.
 */
export type DebianTool = { path: string } | { missing: string };

function succeeds(command: string, args: string[]): boolean {
  return spawnSync(command, args, { stdio: 'ignore' }).status === 0;
}

/** On PATH, or in /usr/sbin, which is not on an ordinary user's PATH (nginx). */
function locate(command: string): string | null {
  const found = spawnSync('sh', ['-c', `command -v ${command}`], { encoding: 'utf8' });
  if (found.status === 0 && found.stdout.trim()) return found.stdout.trim();
  return existsSync(`/usr/sbin/${command}`) ? `/usr/sbin/${command}` : null;
}

export function debianTool(command: string, debianPackage: string): DebianTool {
  const present = locate(command);
  if (present) return { path: present };
  if (!succeeds('sh', ['-c', 'command -v apt-get']))
    return { missing: `${command} is not installed and this machine has no apt-get` };
  const asRoot = process.getuid?.() === 0;
  if (!asRoot && !succeeds('sudo', ['-n', 'true']))
    return { missing: `${command} is not installed: run \`sudo apt-get install -y ${debianPackage}\`` };
  const apt = (...args: string[]) => {
    const argv = ['env', 'DEBIAN_FRONTEND=noninteractive', 'apt-get', '-qq', ...args];
    return asRoot ? succeeds(argv[0]!, argv.slice(1)) : succeeds('sudo', argv);
  };
  // The package lists may be missing or old on a fresh machine: fetched only when the install fails.
  const installed =
    apt('install', '-y', debianPackage) || (apt('update') && apt('install', '-y', debianPackage));
  const path = installed ? locate(command) : null;
  return path ? { path } : { missing: `apt-get could not install ${debianPackage}` };
}
