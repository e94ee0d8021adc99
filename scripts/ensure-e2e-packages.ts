// End-to-end tests drive Debian's Chromium (never a downloaded browser), relay video calls
// through Debian's coturn and validate pages with the Nu Html Checker on Debian's Java. Install what is missing when this user may; otherwise say exactly what
// to do.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

import { CHROMIUM_PATH } from './chromium.ts';
import { TURNSERVER_PATH } from './coturn.ts';

const PACKAGES = [
  { name: 'chromium', binary: CHROMIUM_PATH, what: 'Chromium' },
  { name: 'coturn', binary: TURNSERVER_PATH, what: 'coturn (the TURN relay for video calls)' },
  { name: 'default-jre-headless', binary: '/usr/bin/java', what: 'Java (for the Nu Html Checker)' },
];

const missing = PACKAGES.filter((p) => !existsSync(p.binary));
if (missing.length > 0) {
  const names = missing.map((p) => p.name);
  const isRoot = process.getuid?.() === 0;
  const hasSudo = !isRoot && spawnSync('sudo', ['-n', 'true']).status === 0;
  if (!isRoot && !hasSudo) {
    const what = missing.map((p) => `${p.what} (${p.binary})`).join(' and ');
    process.stderr.write(
      `${what} ${missing.length > 1 ? 'are' : 'is'} missing. Install ${missing.length > 1 ? 'them' : 'it'} once with:\n` +
        `  sudo apt-get install -y ${names.join(' ')}\nthen run the tests again.\n`,
    );
    process.exit(1);
  }
  const apt = (args: string[]) =>
    execFileSync(isRoot ? 'apt-get' : 'sudo', isRoot ? args : ['-n', 'apt-get', ...args], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  process.stdout.write(`Installing Debian ${names.join(' and ')} for the end-to-end tests…\n`);
  apt(['update', '-qq']);
  apt(['install', '-y', '-qq', ...names]);
}
