import type { Invoice } from '@calma/api/contract';
import { INVOICE_MAX_GROSS_MINOR, INVOICE_MAX_LINES } from '@calma/api/contract';
import { describe, expect, it } from 'vitest';
import type { ApiProblem } from '../../../../lib/api-client.ts';
import {
  draftLines,
  draftProblems,
  draftRefusal,
  historyOf,
  missingFields,
  paymentRefusal,
  readPayment,
  takesPayment,
} from './invoice-state.ts';

/** Words as the key and its parameters, so a test reads which message was chosen and with what. */
const t = (key: string, params?: Record<string, string | number>) =>
  params ? `${key} ${JSON.stringify(params)}` : key;
const problem = (code: ApiProblem['code'], fields: Record<string, string> = {}, details?: unknown): ApiProblem => ({
  status: 400,
  code,
  fields,
  ...(details === undefined ? {} : { details }),
});
type Line = Invoice['lines'][number];
const line = (more: Partial<Line>): Line =>
  ({
    id: 'l1',
    appointmentId: null,
    description: 'Session',
    serviceDate: '2026-03-02',
    quantity: 1,
    unitMinor: 9000,
    taxTreatment: 'exempt',
    taxRateBp: 0,
    taxMinor: 0,
    netMinor: 9000,
    grossMinor: 9000,
    ...more,
  }) as Line;

describe('a draft in the form', () => {
  it('shows amounts the way the viewer writes them, and a rate only for a taxed line', () => {
    const lines = draftLines(
      {
        lines: [
          line({ id: 'a', unitMinor: 12050, quantity: 2 }),
          line({ id: 'b', taxTreatment: 'taxable', taxRateBp: 1900, appointmentId: 'apt' }),
        ],
      },
      'de',
    );
    expect(lines).toEqual([
      expect.objectContaining({ key: 'a', quantity: '2', unit: '120,50', taxTreatment: 'exempt', rate: '' }),
      expect.objectContaining({ key: 'b', appointmentId: 'apt', unit: '90', rate: '19' }),
    ]);
    expect(draftLines({ lines: [line({ unitMinor: 12050 })] }, 'en')[0]?.unit).toBe('120.50');
  });

  it('may be saved with lines that read and totals within the limits', () => {
    expect(draftProblems({ lineErrors: {}, lineCount: 1, grossMinor: 9000 }, t, {})).toEqual({});
  });

  it('keeps each line’s own problems and says at the lines what is wrong with the draft as a whole', () => {
    const lineErrors = { 'lines.0.quantity': 'too many' };
    expect(draftProblems({ lineErrors, lineCount: 1, grossMinor: 0 }, t, {})).toEqual(lineErrors);
    expect(draftProblems({ lineErrors: {}, lineCount: 0, grossMinor: 0 }, t, {})).toEqual({
      lines: 'dashboard.invoices.detail.error.noLines',
    });
    expect(draftProblems({ lineErrors: {}, lineCount: INVOICE_MAX_LINES + 1, grossMinor: 0 }, t, {}).lines).toBe(
      `dashboard.invoices.error.tooManyLines {"max":${INVOICE_MAX_LINES}}`,
    );
    expect(
      draftProblems({ lineErrors: {}, lineCount: 1, grossMinor: INVOICE_MAX_GROSS_MINOR + 1 }, t, { max: '10 Mio' })
        .lines,
    ).toBe('dashboard.invoices.error.INVOICE_TOO_LARGE {"max":"10 Mio"}');
  });

  it('puts a refused save at the form’s own fields, and anything else above the form', () => {
    const labelled = new Set(['lines', 'lines.0.description']);
    expect(
      draftRefusal(problem('VALIDATION_FAILED', { 'lines.0.description': 'x', 'lines.0.secret': 'y' }), labelled, t),
    ).toEqual({ 'lines.0.description': 'dashboard.invoices.line.error.invalid' });
    expect(draftRefusal(problem('VALIDATION_FAILED', { other: 'x' }), labelled, t)).toBeUndefined();
    expect(draftRefusal(problem('INVOICE_NOT_DRAFT' as ApiProblem['code']), labelled, t)).toBeUndefined();
  });
});

describe('what the receipts settings still lack', () => {
  it('reads the refusal’s details as a list of names, or of fields, or under missing', () => {
    expect(missingFields(['iban', 'taxNumber'])).toEqual(['iban', 'taxNumber']);
    expect(missingFields({ missing: [{ field: 'legalName' }, 'city', null, 3] })).toEqual(['legalName', 'city']);
    expect(missingFields(undefined)).toEqual([]);
    expect(missingFields({ missing: 'iban' })).toEqual([]);
  });
});

describe('a payment typed by hand', () => {
  const context = { balanceMinor: 9000, balanceText: '€90.00', today: '2026-03-04', locale: 'en' };

  it('reads the amount in minor units when it is within the balance and received by today', () => {
    const read = readPayment({ amount: '90.00', receivedOn: '2026-03-04' }, context, t);
    expect(read.errors).toEqual({});
    expect(read.amount).toEqual({ ok: true, minor: 9000 });
  });

  it('says what is wrong with the amount: missing, zero, more than is owed', () => {
    expect(readPayment({ amount: '', receivedOn: '2026-03-01' }, context, t).errors).toEqual({
      amountMinor: 'dashboard.invoices.line.error.required',
    });
    expect(readPayment({ amount: '0', receivedOn: '2026-03-01' }, context, t).errors.amountMinor).toBe(
      'dashboard.invoices.line.error.zero',
    );
    expect(readPayment({ amount: '-5', receivedOn: '2026-03-01' }, context, t).errors.amountMinor).toBe(
      'dashboard.invoices.line.error.negative',
    );
    expect(readPayment({ amount: '90.01', receivedOn: '2026-03-01' }, context, t).errors.amountMinor).toBe(
      'dashboard.invoices.payment.exceeds {"balance":"€90.00"}',
    );
  });

  it('refuses a day missing or still to come', () => {
    expect(readPayment({ amount: '10', receivedOn: '' }, context, t).errors).toEqual({
      receivedOn: 'dashboard.invoices.line.error.required',
    });
    expect(readPayment({ amount: '10', receivedOn: '2026-03-05' }, context, t).errors).toEqual({
      receivedOn: 'dashboard.invoices.payment.future',
    });
  });

  it('puts the API’s refusals of the amount and the day at those fields, and leaves the rest to the page', () => {
    expect(paymentRefusal(problem('PAYMENT_EXCEEDS_BALANCE'), t)).toEqual({
      amountMinor: 'dashboard.invoices.error.PAYMENT_EXCEEDS_BALANCE',
    });
    expect(paymentRefusal(problem('VALIDATION_FAILED', { receivedOn: 'future' }), t)).toEqual({
      receivedOn: 'dashboard.invoices.payment.future',
    });
    expect(paymentRefusal(problem('VALIDATION_FAILED', { amountMinor: 'x' }), t)).toEqual({
      amountMinor: 'dashboard.invoices.line.error.invalid',
    });
    expect(paymentRefusal(problem('NETWORK'), t)).toBeUndefined();
  });
});

describe('an issued invoice', () => {
  it('takes a payment while money is owed, never as a credit note or once credited', () => {
    expect(takesPayment({ kind: 'invoice', status: 'issued', balanceMinor: 100 } as Invoice)).toBe(true);
    expect(takesPayment({ kind: 'invoice', status: 'paid', balanceMinor: 0 } as Invoice)).toBe(false);
    expect(takesPayment({ kind: 'invoice', status: 'credited', balanceMinor: 100 } as Invoice)).toBe(false);
    expect(takesPayment({ kind: 'credit_note', status: 'issued', balanceMinor: 100 } as Invoice)).toBe(false);
  });

  it('lists only what happened to it, in order', () => {
    expect(
      historyOf({
        issuedAt: '2026-03-01T09:00:00Z',
        sentAt: null,
        lastRemindedAt: null,
        paidAt: '2026-03-03T10:00:00Z',
      }),
    ).toEqual([
      ['issuedAt', '2026-03-01T09:00:00Z'],
      ['paidAt', '2026-03-03T10:00:00Z'],
    ]);
  });
});
