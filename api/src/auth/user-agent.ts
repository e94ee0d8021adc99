// A browser and system name a person recognises ("Firefox · Windows"), for the security activity
// list and to tell whether a sign-in comes from a device seen before. Version numbers are left out:
// they change with every update and would make each update look like a new device.

const BROWSERS: [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bVivaldi\//, 'Vivaldi'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bChrome\/|\bCriOS\/|\bChromium\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*Safari\//, 'Safari'],
];

const SYSTEMS: [RegExp, string][] = [
  [/\biPad\b/, 'iPadOS'],
  [/\biPhone\b|\biPod\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

const first = (table: [RegExp, string][], userAgent: string) => table.find(([pattern]) => pattern.test(userAgent))?.[1];

/** "Browser · System", either part alone when the other is unknown, or '' when nothing is known. */
export function deviceSummary(userAgent: string | undefined): string {
  const ua = (userAgent ?? '').slice(0, 512);
  return [first(BROWSERS, ua), first(SYSTEMS, ua)].filter(Boolean).join(' · ');
}
