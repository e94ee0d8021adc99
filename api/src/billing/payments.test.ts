import { describe, expect, it } from 'vitest';
import { statusAfterPayment } from './payments.ts';

const invoice = { kind: 'invoice' as const, status: 'sent' as const, grossMinor: 10_000, sentAt: new Date() };

describe('an invoice after a payment', () => {
  it('is paid in full, in part, or back where it was after a full refund', () => {
    expect(statusAfterPayment(invoice, 10_000)).toBe('paid');
    expect(statusAfterPayment(invoice, 12_000)).toBe('paid');
    expect(statusAfterPayment(invoice, 1)).toBe('partially_paid');
    expect(statusAfterPayment({ ...invoice, status: 'paid' }, 0)).toBe('sent');
    expect(statusAfterPayment({ ...invoice, status: 'paid', sentAt: null }, 0)).toBe('issued');
  });

  it('keeps the state of a credit note or a credited invoice', () => {
    expect(statusAfterPayment({ ...invoice, status: 'credited' }, 10_000)).toBe('credited');
    expect(
      statusAfterPayment({ ...invoice, kind: 'credit_note', status: 'issued', grossMinor: -10_000 }, -10_000),
    ).toBe('issued');
  });
});
