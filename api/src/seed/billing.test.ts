import { describe, expect, it } from 'vitest';
import { demoBillingPlan } from './billing.ts';

const input = (today: string) => ({
  today,
  legalName: 'Praxis für Psychotherapie Lena Körtig',
  email: 'therapist@demo.calma.test',
  service: { id: '00000000-0000-4000-8000-000000000000', name: 'Einzelsitzung', priceMinor: 9500, durationMinutes: 50 },
});

// Seeded on any day of the year: the turn of the year, a month's last day, a leap day.
describe.each(['2026-11-26', '2027-01-01', '2026-03-31', '2028-02-29', '2026-12-08'])(
  "the demo therapist's billing seeded on %s",
  (today) => {
    const plan = demoBillingPlan(input(today));
    const issued = plan.invoices.filter((i) => i.number !== null);

    it('numbers each series from 1 without gaps, rising with the issue dates', () => {
      for (const [kind, pattern] of [
        ['invoice', /^\d{4}-(\d{4})$/],
        ['credit_note', /^CN-\d{4}-(\d{4})$/],
      ] as const) {
        const series = issued.filter((i) => i.kind === kind);
        expect(series.map((i) => Number(i.number?.match(pattern)?.[1]))).toEqual(series.map((_, k) => k + 1));
        const dates = series.map((i) => i.issueDate ?? '');
        expect(dates).toEqual([...dates].sort());
        for (const doc of series)
          expect(doc.number?.slice(kind === 'invoice' ? 0 : 3, kind === 'invoice' ? 4 : 7)).toBe(
            doc.issueDate?.slice(0, 4),
          );
      }
      expect(plan.next).toEqual({
        invoice: issued.filter((i) => i.kind === 'invoice').length + 1,
        creditNote: issued.filter((i) => i.kind === 'credit_note').length + 1,
      });
    });

    it('has totals that are the sums of the lines, and paid the sum of the payments', () => {
      for (const doc of plan.invoices) {
        expect(doc.lines.length).toBeGreaterThan(0);
        for (const line of doc.lines) expect(line.grossMinor).toBe(line.netMinor + line.taxMinor);
        expect(doc.netMinor).toBe(doc.lines.reduce((sum, l) => sum + l.netMinor, 0));
        expect(doc.taxMinor).toBe(doc.lines.reduce((sum, l) => sum + l.taxMinor, 0));
        expect(doc.grossMinor).toBe(doc.lines.reduce((sum, l) => sum + l.grossMinor, 0));
        expect(doc.paidMinor).toBe(doc.payments.reduce((sum, p) => sum + p.amountMinor, 0));
      }
    });

    it('shows every state, with statuses that match the money and the dates', () => {
      expect(new Set(plan.invoices.map((i) => i.status))).toEqual(
        new Set(['paid', 'credited', 'sent', 'partially_paid', 'draft', 'issued']),
      );
      for (const doc of plan.invoices) {
        if (doc.status === 'paid') expect(doc.paidMinor).toBe(doc.grossMinor);
        if (doc.status === 'partially_paid') expect(doc.paidMinor).toBeGreaterThan(0);
        if (doc.status === 'partially_paid') expect(doc.paidMinor).toBeLessThan(doc.grossMinor);
        if (doc.status === 'sent') expect(doc.paidMinor).toBe(0);
        if (doc.status === 'draft') expect([doc.number, doc.issueDate]).toEqual([null, null]);
        if (doc.issueDate) expect(doc.issueDate <= today).toBe(true);
        for (const p of doc.payments) expect(p.receivedOn >= (doc.issueDate ?? '') && p.receivedOn <= today).toBe(true);
      }
      const open = plan.invoices.filter((i) => ['sent', 'partially_paid'].includes(i.status));
      expect(open.some((i) => (i.dueDate ?? '') < today)).toBe(true);
      expect(open.some((i) => (i.dueDate ?? '') >= today)).toBe(true);
    });

    it('credits the credited invoice in full and leaves past sessions to invoice', () => {
      const note = plan.invoices.find((i) => i.kind === 'credit_note');
      const credited = plan.invoices.find((i) => i.key === note?.correctsKey);
      expect(credited?.status).toBe('credited');
      expect(note?.grossMinor).toBe(-(credited?.grossMinor ?? 0));
      const billed = plan.invoices
        .filter((i) => i.kind === 'invoice' && i.status !== 'credited')
        .flatMap((i) => i.lines.map((l) => l.sessionKey));
      expect(new Set(billed).size).toBe(billed.length);
      const open = plan.sessions.filter((s) => !billed.includes(s.key));
      expect(open.length).toBeGreaterThan(0);
      expect(plan.sessions.every((s) => s.startsAt < `${today}T00:00:00Z`)).toBe(true);
    });
  },
);
