import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { AppError } from '../errors.ts';
import {
  CSV_COLUMNS,
  checkPeriod,
  csvText,
  datevAmount,
  datevBookings,
  datevHeader,
  datevLine,
  decimal,
  revenueAccount,
  toCsv,
} from './export.ts';

const row = (values: Partial<Record<(typeof CSV_COLUMNS)[number], string>>) =>
  ({ ...Object.fromEntries(CSV_COLUMNS.map((c) => [c, ''])), ...values }) as Record<
    (typeof CSV_COLUMNS)[number],
    string
  >;

describe('the accountant CSV', () => {
  it('writes amounts as decimals with a dot, credit notes negative', () => {
    expect(decimal(9000)).toBe('90.00');
    expect(decimal(10710)).toBe('107.10');
    expect(decimal(5)).toBe('0.05');
    expect(decimal(-18000)).toBe('-180.00');
    expect(decimal(-1)).toBe('-0.01');
    expect(decimal(0)).toBe('0.00');
  });

  it.each(['=1+1', '+49 30 123', '-2+3', '@SUM(A1)', '\t=1'])('defuses %j so no spreadsheet runs it', (text) => {
    expect(csvText(text).replace(/^"|"$/g, '')).toBe(`'${text}`);
  });

  it('leaves ordinary text alone and quotes separators, quotes and line breaks', () => {
    expect(csvText('Mara Jansen')).toBe('Mara Jansen');
    expect(csvText('Smith, Jo')).toBe('"Smith, Jo"');
    expect(csvText('a;b')).toBe('"a;b"');
    expect(csvText('say "hi"')).toBe('"say ""hi"""');
    expect(csvText('two\nlines')).toBe('"two\nlines"');
  });

  it('starts with a byte order mark, ends lines with CRLF and reads back as written', () => {
    const csv = toCsv([
      row({ type: 'invoice', number: '2025-0001', client: 'Smith, "Jo"\nLondon', gross: '-90.00' }),
      row({ type: 'payment', reference: '=HYPERLINK("x")' }),
    ]);
    expect(csv.startsWith('\uFEFFtype,number,issue date,')).toBe(true);
    expect(csv.split('\r\n')).toHaveLength(4);
    const back: Record<string, string>[] = parse(csv, { bom: true, columns: true });
    expect(back[0]).toMatchObject({ client: 'Smith, "Jo"\nLondon', gross: '-90.00' });
    expect(back[1]?.reference).toBe('\'=HYPERLINK("x")');
  });
});

describe('the export period', () => {
  const refused = (from: string, to: string, options = {}) => {
    try {
      checkPeriod(from, to, options);
      return undefined;
    } catch (error) {
      return error instanceof AppError ? error.statusCode : error;
    }
  };

  it('runs forwards and lasts less than a year', () => {
    expect(refused('2025-01-01', '2025-01-01')).toBeUndefined();
    expect(refused('2025-01-01', '2025-12-31')).toBeUndefined();
    expect(refused('2024-02-29', '2025-02-27')).toBeUndefined();
    expect(refused('2025-01-02', '2025-01-01')).toBe(400);
    expect(refused('2025-01-01', '2026-01-01')).toBe(400);
  });

  it('stays in one calendar year for DATEV', () => {
    expect(refused('2025-07-01', '2026-06-30')).toBeUndefined();
    expect(refused('2025-07-01', '2026-06-30', { oneCalendarYear: true })).toBe(400);
  });
});

describe('the DATEV Buchungsstapel', () => {
  const base = {
    currency: 'EUR',
    clientId: 'c1',
    clientName: 'Mara Jansen',
    status: 'paid' as const,
    dueDate: null,
    netMinor: 0,
    taxMinor: 0,
    grossMinor: 0,
    paidMinor: 0,
  };

  it('writes amounts with a decimal comma and no thousands separator', () => {
    expect(datevAmount(123456789)).toBe('1234567,89');
    expect(datevAmount(5)).toBe('0,05');
  });

  it('books exempt healthcare and each VAT rate to its SKR03 or SKR04 revenue account', () => {
    expect(revenueAccount('skr03', 'exempt', 0)).toBe(8100);
    expect(revenueAccount('skr04', 'exempt', 0)).toBe(4100);
    expect(revenueAccount('skr03', 'taxable', 1900)).toBe(8400);
    expect(revenueAccount('skr03', 'taxable', 700)).toBe(8300);
    expect(revenueAccount('skr04', 'taxable', 1900)).toBe(4400);
    expect(revenueAccount('skr03', 'taxable', 1600)).toBe(8200);
  });

  it('splits an invoice by tax rate, turns credit notes and refunds round, and keeps amounts positive', () => {
    const bookings = datevBookings(
      'skr03',
      [
        {
          ...base,
          id: 'i1',
          kind: 'invoice',
          number: '2025-0001',
          issueDate: '2025-03-10',
          rates: [
            { taxTreatment: 'exempt', taxRateBp: 0, grossMinor: 9000 },
            { taxTreatment: 'taxable', taxRateBp: 1900, grossMinor: 10710 },
          ],
        },
        {
          ...base,
          id: 'i2',
          kind: 'credit_note',
          number: 'CN-2025-0001',
          issueDate: '2025-03-20',
          rates: [{ taxTreatment: 'exempt', taxRateBp: 0, grossMinor: -9000 }],
        },
      ],
      [
        {
          invoiceNumber: '2025-0001',
          invoiceKind: 'invoice',
          clientId: 'c1',
          clientName: 'Mara Jansen',
          currency: 'EUR',
          amountMinor: -2000,
          method: 'card',
          receivedOn: '2025-03-15',
          reference: '',
        },
      ],
      new Map([['c1', 10000]]),
    );
    expect(bookings.map((b) => [b.date, b.side, b.amountMinor, b.account, b.contraAccount])).toEqual([
      ['2025-03-10', 'S', 9000, 10000, 8100],
      ['2025-03-10', 'S', 10710, 10000, 8400],
      ['2025-03-15', 'H', 2000, 1360, 10000],
      ['2025-03-20', 'H', 9000, 10000, 8100],
    ]);
  });

  it('has a 31-field EXTF header and booking lines in DATEV notation', () => {
    const header = datevHeader('2025-03-01', '2025-03-31', 'EUR', {
      chart: 'skr04',
      createdAt: new Date('2025-04-02T08:09:10.123Z'),
    }).split(';');
    expect(header).toHaveLength(31);
    expect(header.slice(0, 6)).toEqual(['"EXTF"', '700', '21', '"Buchungsstapel"', '13', '20250402080910123']);
    expect(header.slice(10, 16)).toEqual(['', '', '20250101', '4', '20250301', '20250331']);
    expect(header[26]).toBe('"04"');
    const line = datevLine({
      amountMinor: 9000,
      side: 'S',
      currency: 'EUR',
      account: 10000,
      contraAccount: 8100,
      date: '2025-03-05',
      document: 'RE.2025/01 ä',
      text: `Rechnung "x"\n${'y'.repeat(80)}`,
    }).split(';');
    expect(line.slice(0, 12)).toEqual([
      '90,00',
      '"S"',
      '"EUR"',
      '',
      '',
      '',
      '10000',
      '8100',
      '""',
      '0503',
      '"RE2025/01"',
      '""',
    ]);
    // No line break inside a field, quotes doubled, 60 characters at most.
    expect(line[13]).toMatch(/^"Rechnung ""x"" y+"$/);
    expect(line[13]?.replaceAll('""', '"').length).toBe(62);
  });
});
