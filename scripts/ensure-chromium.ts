// End-to-end tests drive Debian's Chromium (never a downloaded browser). Install it when it is
// missing and this user may; otherwise say exactly what to do.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

import { CHROMIUM_PATH as CHROMIUM } from './chromium.ts';

if (!existsSync(CHROMIUM)) {
  const isRoot = process.getuid?.() === 0;
  const hasSudo = !isRoot && spawnSync('sudo', ['-n', 'true']).status === 0;
  if (!isRoot && !hasSudo) {
    process.stderr.write(
      `Chromium is missing (${CHROMIUM}). Install it once with:\n  sudo apt-get install -y chromium\nthen run the tests again.\n`,
    );
    process.exit(1);
  }
  const apt = (args: string[]) =>
    execFileSync(isRoot ? 'apt-get' : 'sudo', isRoot ? args : ['-n', 'apt-get', ...args], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  process.stdout.write('Installing Debian chromium for the end-to-end tests…\n');
  apt(['update', '-qq']);
  apt(['install', '-y', '-qq', 'chromium']);
}
