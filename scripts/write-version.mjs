// Writes public/static/version.json at build time; the frame polls it to announce a new version.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { execSync } from 'node:child_process';

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
let commit = 'local';
try {
  commit = execSync('git rev-parse --short HEAD', { stdio: ['ignore', 'pipe', 'ignore'] })
    .toString()
    .trim();
} catch {
  // Not a git checkout: the version alone identifies the build.
}
const appVersion = `${pkg.version}+${commit}.${Date.now().toString(36)}`;
mkdirSync(new URL('../public/static/', import.meta.url), { recursive: true });
writeFileSync(
  new URL('../public/static/version.json', import.meta.url),
  JSON.stringify({ appVersion }) + '\n',
);
console.log(`version.json: ${appVersion}`);
