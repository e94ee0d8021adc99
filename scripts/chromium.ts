// Debian's Chromium, as every browser-driving tool here launches it: no sandbox (root in CI), and
// no background connections, which this machine's closed network refuses.
export const CHROMIUM_PATH = '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
