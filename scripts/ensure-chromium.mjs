#!/usr/bin/env node
// Makes sure the system Chromium used by Playwright (e2e tests and the benchmark) is present.
// Playwright's own browser downloads are not reachable here, so we use Debian's package.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

function run(cmd, args) {
  console.log(`[ensure-chromium] ${cmd} ${args.join(' ')}`);
  const res = spawnSync(cmd, args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (res.error) return `${cmd} could not be started (${res.error.message})`;
  if (res.status !== 0) return `\`${cmd} ${args.join(' ')}\` failed with code ${res.status}`;
  return null;
}

export function ensureChromium() {
  if (existsSync(CHROMIUM_PATH)) return CHROMIUM_PATH;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    throw new Error(
      `Chromium is missing (${CHROMIUM_PATH}) and this script is not running as root: install it with ` +
        '`sudo apt-get update && sudo apt-get install -y chromium`, or point CHROMIUM_PATH at a Chromium binary.',
    );
  }
  // Wait for another apt run (another job on the machine) instead of failing on its lock.
  const lock = ['-o', 'DPkg::Lock::Timeout=600'];
  const failure =
    run('apt-get', [...lock, 'update']) ??
    run('apt-get', [...lock, 'install', '-y', '--no-install-recommends', 'chromium']);
  if (failure || !existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `could not install Chromium: ${failure ?? `${CHROMIUM_PATH} still missing after apt-get install`}. ` +
        'Install the Debian package "chromium" by hand (or set CHROMIUM_PATH), then run again.',
    );
  }
  return CHROMIUM_PATH;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    console.log(`[ensure-chromium] ${ensureChromium()} is ready.`);
  } catch (err) {
    console.error(`[ensure-chromium] ${err instanceof Error ? err.message : err}`);
    process.exit(1);
  }
}
