import { describe, expect, it } from 'vitest';
import type { Statement } from '../schemas/program.ts';
import { statementCsv } from './statement-csv.ts';

const statement = (month: string, held: number): Statement => ({
  companyId: '00000000-0000-4000-8000-000000000001',
  companyName: '=HYPERLINK("http://evil.example")',
  month,
  sessionsHeld: held,
  sessionsBooked: 2,
  lateCancellations: 1,
  employees: 3,
  priceMinor: 9500,
  amountMinor: held * 9500,
  currency: 'EUR',
});

describe('statementCsv', () => {
  it('writes a BOM, a header and one CRLF line per month, amounts as decimals', () => {
    const csv = statementCsv([statement('2026-01', 4), statement('2026-02', 0)]);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual([
      'month,sessions held,sessions booked,late cancellations,employees,price,amount,currency',
      '2026-01,4,2,1,3,95.00,380.00,EUR',
      '2026-02,0,2,1,3,95.00,0.00,EUR',
      '',
    ]);
  });

  it('names nobody: not even the company, whose name could be read as a formula', () => {
    const csv = statementCsv([statement('2026-01', 1)]);
    expect(csv).not.toContain('HYPERLINK');
    expect(csv).not.toContain('@');
  });

  it('is only the header for no months', () => {
    expect(statementCsv([])).toBe(
      '\uFEFFmonth,sessions held,sessions booked,late cancellations,employees,price,amount,currency\r\n',
    );
  });
});
