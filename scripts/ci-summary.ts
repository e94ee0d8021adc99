// Prints one closing line, "N passed, N failed, N skipped", summing the JSON reports of every
// suite CI ran. A suite whose report is missing (it never ran, e.g. lint failed first) counts as
// one failure, as does any non-zero exit code given after --exit-codes without failed tests.
import { existsSync, readFileSync } from 'node:fs';

const args = process.argv.slice(2);
const split = args.indexOf('--exit-codes');
const suites = (split === -1 ? args : args.slice(0, split)).map((arg) => {
  const at = arg.indexOf('=');
  return { name: arg.slice(0, at), file: arg.slice(at + 1) };
});
const exitCodes = split === -1 ? [] : args.slice(split + 1).map(Number);

interface Counts {
  passed: number;
  failed: number;
  skipped: number;
  /** The failed tests by file and title, so the last lines of a CI log say what to fix. */
  failures: string[];
}

function vitest(report: {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  testResults?: {
    name: string;
    assertionResults?: { fullName: string; status: string; failureMessages?: string[] }[];
  }[];
}): Counts {
  const failures = (report.testResults ?? []).flatMap((file) =>
    (file.assertionResults ?? [])
      .filter((test) => test.status === 'failed')
      .map((test) => `${file.name} > ${test.fullName}\n    ${firstLine(test.failureMessages?.[0])}`),
  );
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    skipped: report.numPendingTests + report.numTodoTests,
    failures,
  };
}

interface PlaywrightSuite {
  title: string;
  file?: string;
  suites?: PlaywrightSuite[];
  specs?: {
    title: string;
    file: string;
    line: number;
    tests: { status: string; results: { error?: { message?: string } }[] }[];
  }[];
}

function playwright(report: {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  suites?: PlaywrightSuite[];
}): Counts {
  const failures: string[] = [];
  const walk = (suite: PlaywrightSuite, path: string[]) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        if (test.status !== 'unexpected') continue;
        const error = test.results.at(-1)?.error?.message;
        failures.push(`${spec.file}:${spec.line} > ${[...path, spec.title].join(' > ')}\n    ${firstLine(error)}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...path, child.title]);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  return {
    passed: report.stats.expected + report.stats.flaky,
    failed: report.stats.unexpected,
    skipped: report.stats.skipped,
    failures,
  };
}

/** The first line of an error message, without the terminal's colour codes. */
function firstLine(message: string | undefined): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the escape starts every colour code
  return (message ?? '').replace(/\u001b\[[0-9;]*m/g, '').split('\n')[0] ?? '';
}

const total = { passed: 0, failed: 0, skipped: 0 };
const failures: string[] = [];
for (const suite of suites) {
  let counts: Counts = { passed: 0, failed: 1, skipped: 0, failures: [`no report at ${suite.file}`] };
  if (existsSync(suite.file)) {
    const report = JSON.parse(readFileSync(suite.file, 'utf8'));
    counts = 'numPassedTests' in report ? vitest(report) : playwright(report);
  }
  console.log(`${suite.name}: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
  total.passed += counts.passed;
  total.failed += counts.failed;
  total.skipped += counts.skipped;
  failures.push(...counts.failures.map((failure) => `${suite.name}: ${failure}`));
}
if (failures.length > 0) console.log(`Failed:\n${failures.map((failure) => `- ${failure}`).join('\n')}`);
// A failing step that produced no failing test (lint, types, a crashed runner) still fails CI.
if (total.failed === 0 && exitCodes.some((code) => code !== 0)) total.failed = 1;

console.log(`${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exit(total.failed > 0 ? 1 : 0);
