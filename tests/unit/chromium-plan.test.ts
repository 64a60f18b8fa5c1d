import { spawnSync } from 'node:child_process';
import { describe, expect, it, vi } from 'vitest';
import { chromiumPlan, DEBIAN_CHROMIUM, type ChromiumFacts } from '@/scripts/chromium/chromium-plan';

const none = () => false;
const facts = (overrides: Partial<ChromiumFacts>): ChromiumFacts => ({
  chromiumPath: undefined,
  exists: none,
  isRoot: false,
  hasAptGet: true,
  canSudo: false,
  ...overrides,
});

describe('what npm test does about Chromium', () => {
  it('uses Debian’s, or the one CHROMIUM_PATH names', () => {
    expect(chromiumPlan(facts({ exists: (path) => path === DEBIAN_CHROMIUM }))).toEqual({
      kind: 'ready',
      path: DEBIAN_CHROMIUM,
    });
    const own = '/opt/chromium/chrome';
    expect(chromiumPlan(facts({ chromiumPath: own, exists: (path) => path === own }))).toEqual({
      kind: 'ready',
      path: own,
    });
  });

  it('installs Debian’s package when it is missing and this user may, as CI does', () => {
    expect(chromiumPlan(facts({ isRoot: true }))).toEqual({
      kind: 'install',
      commands: [
        ['apt-get', 'update', '-qq'],
        ['apt-get', 'install', '-y', '-qq', 'chromium'],
      ],
    });
    expect(chromiumPlan(facts({ canSudo: true }))).toMatchObject({
      kind: 'install',
      commands: [
        ['sudo', 'apt-get', 'update', '-qq'],
        ['sudo', 'apt-get', 'install', '-y', '-qq', 'chromium'],
      ],
    });
  });

  it('otherwise stops with the one command to run', () => {
    const plan = chromiumPlan(facts({}));
    expect(plan.kind).toBe('missing');
    expect(plan.kind === 'missing' && plan.message).toContain('sudo apt-get install -y chromium');
    expect(chromiumPlan(facts({ hasAptGet: false, isRoot: true })).kind).toBe('missing');
  });

  it('never installs over a CHROMIUM_PATH that names nothing: it says so', () => {
    const plan = chromiumPlan(facts({ chromiumPath: '/nowhere/chromium', isRoot: true }));
    expect(plan).toMatchObject({ kind: 'missing', message: expect.stringContaining('/nowhere/chromium') });
  });

  it('stops npm test at once, before anything else runs, when there is no browser to use', () => {
    vi.stubEnv('CHROMIUM_PATH', '/nowhere/chromium');
    const run = spawnSync(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'scripts/ensure-chromium.ts'], {
      encoding: 'utf8',
    });
    vi.unstubAllEnvs();
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('CHROMIUM_PATH is /nowhere/chromium');
  });
});
