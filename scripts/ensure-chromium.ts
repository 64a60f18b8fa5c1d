import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromiumPlan, DEBIAN_CHROMIUM } from './chromium/chromium-plan';

/** `npm test`'s first step (scripts/chromium/chromium-plan.ts says what it decides and why). */
function succeeds(command: string, args: string[]): boolean {
  return spawnSync(command, args, { stdio: 'ignore' }).status === 0;
}

const plan = chromiumPlan({
  chromiumPath: process.env.CHROMIUM_PATH || undefined,
  exists: existsSync,
  isRoot: process.getuid?.() === 0,
  hasAptGet: succeeds('sh', ['-c', 'command -v apt-get']),
  canSudo: succeeds('sudo', ['-n', 'true']),
});

if (plan.kind === 'missing') {
  console.error(`\n${plan.message}\n`);
  process.exit(1);
}
if (plan.kind === 'install') {
  console.log("Chromium is missing: installing Debian's chromium for the browser tests");
  for (const [command, ...args] of plan.commands) {
    execFileSync(command!, args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  }
  if (!existsSync(DEBIAN_CHROMIUM)) {
    console.error(`\napt-get finished, but ${DEBIAN_CHROMIUM} is still missing.\n`);
    process.exit(1);
  }
}
