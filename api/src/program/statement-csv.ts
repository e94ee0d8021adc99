import { csvField, csvText, decimal } from '../billing/export.ts';
import type { Statement } from '../schemas/program.ts';

// A company's statements as one CSV line per month, for Calma's own invoicing by hand until Calma
// invoices companies itself (decision 023): counts and amounts only, never a person.

export const STATEMENT_CSV_COLUMNS = [
  'month',
  'sessions held',
  'sessions booked',
  'late cancellations',
  'employees',
  'price',
  'amount',
  'currency',
] as const;

/** The file: BOM (so spreadsheets read UTF-8), a header line, then one line per month, CRLF line ends. */
export function statementCsv(statements: readonly Statement[]): string {
  const line = (s: Statement) =>
    [
      csvText(s.month),
      String(s.sessionsHeld),
      String(s.sessionsBooked),
      String(s.lateCancellations),
      String(s.employees),
      decimal(s.priceMinor),
      decimal(s.amountMinor),
      csvText(s.currency),
    ].join(',');
  const header = STATEMENT_CSV_COLUMNS.map(csvField).join(',');
  return `\uFEFF${[header, ...statements.map(line)].join('\r\n')}\r\n`;
}
