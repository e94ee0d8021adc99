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
}

function vitest(report: {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
}): Counts {
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    skipped: report.numPendingTests + report.numTodoTests,
  };
}

function playwright(report: {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
}): Counts {
  return {
    passed: report.stats.expected + report.stats.flaky,
    failed: report.stats.unexpected,
    skipped: report.stats.skipped,
  };
}

const total: Counts = { passed: 0, failed: 0, skipped: 0 };
for (const suite of suites) {
  let counts: Counts = { passed: 0, failed: 1, skipped: 0 };
  if (existsSync(suite.file)) {
    const report = JSON.parse(readFileSync(suite.file, 'utf8'));
    counts = 'numPassedTests' in report ? vitest(report) : playwright(report);
  }
  console.log(`${suite.name}: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
  total.passed += counts.passed;
  total.failed += counts.failed;
  total.skipped += counts.skipped;
}
// A failing step that produced no failing test (lint, types, a crashed runner) still fails CI.
if (total.failed === 0 && exitCodes.some((code) => code !== 0)) total.failed = 1;

console.log(`${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exit(total.failed > 0 ? 1 : 0);
