import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { testApp } from './helpers/app.ts';

// Generated input against the three public forms: whatever arrives, the answer is never a 5xx, a
// refused request stores nothing, and no letter leaves without the sender's confirmation.

const RUNS = 200;
const SHAPED_RUNS = 100;
const counts: Record<string, { runs: number; statuses: Record<number, number> }> = {};

/** Text of every kind: printable, any code point (lone surrogates and NUL included), long. */
const text = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.string({ unit: 'grapheme', maxLength: 200 }),
  fc.string({ minLength: 300, maxLength: 6000 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '\ud800',
    'a\r\nBcc: victim@example.com',
    '"><script>alert(1)</script>',
    "' OR 1=1 --",
    'https://spam.example',
    '💥'.repeat(300),
    'x'.repeat(70_000),
  ),
);
/** Any JSON value, with the edge cases fc.anything rarely reaches. */
const value = fc.oneof(fc.anything({ maxDepth: 3 }), text, fc.integer(), fc.double(), fc.boolean(), fc.constant(null));
/** A name as people type them, so that well-formed bodies also reach storing and sending. */
const name = fc.oneof(text, fc.stringMatching(/^[A-Za-zÀ-ÿ][A-Za-zÀ-ÿ .&'-]{0,59}$/));
const locale = fc.constantFrom('en', 'de', 'nl', 'es', 'pt');
const email = fc.oneof(fc.emailAddress(), text);
const date = fc.oneof(
  fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
  fc.constantFrom('2026-02-30', '0000-00-00', '9999-12-31'),
  text,
);

type Input = { kind: 'json' | 'raw'; body: unknown };

/** Any JSON at all, a record of the form's fields with wrong values, or not JSON. */
function bodies(fields: Record<string, fc.Arbitrary<unknown>>): fc.Arbitrary<Input> {
  return fc.oneof(
    fc.record({ kind: fc.constant('json' as const), body: value }),
    fc.record({ kind: fc.constant('json' as const), body: fc.record(fields, { requiredKeys: [] }) }),
    fc.record({ kind: fc.constant('raw' as const), body: fc.oneof(text, fc.constant('{"employerName":')) }),
  );
}
/** A body of the right shape whose values are hostile: the domain rules run, not only the schema. */
const shaped = (fields: Record<string, fc.Arbitrary<unknown>>, optional: string[] = []): fc.Arbitrary<Input> =>
  fc.record({
    kind: fc.constant('json' as const),
    body: fc.record(fields, { requiredKeys: Object.keys(fields).filter((k) => !optional.includes(k)) }),
  });

let address = 0;
async function send(app: FastifyInstance, form: string, input: Input, name: string) {
  address += 1;
  const response = await app.inject({
    method: 'POST',
    url: `/api/v1/forms/${form}`,
    payload: input.kind === 'raw' ? String(input.body) : (JSON.stringify(input.body) ?? 'null'),
    headers: { 'content-type': 'application/json' },
    // Each from its own address: the point is validation, not the per-address limits.
    remoteAddress: `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`,
  });
  counts[name] ??= { runs: 0, statuses: {} };
  const entry = counts[name];
  entry.runs += 1;
  entry.statuses[response.statusCode] = (entry.statuses[response.statusCode] ?? 0) + 1;
  return response;
}

describe('fuzzing the public forms', { timeout: 240_000 }, async () => {
  const { app, db, outbox } = await testApp();
  const rows = async () =>
    Number(
      (
        await db
          .selectFrom('formSubmission')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  afterAll(() => {
    // The figures for the record: how many generated requests each endpoint answered, by status.
    console.info(`forms fuzz runs: ${JSON.stringify(counts)}`);
  });

  /** Runs both kinds of input against one form; a refused request must leave the table as it was. */
  async function fuzz(
    form: string,
    anyBody: fc.Arbitrary<Input>,
    shapedBody: fc.Arbitrary<Input>,
    ok: number,
    accepted: (body: Record<string, unknown>, answer: Record<string, unknown>) => void = () => {},
  ) {
    await fc.assert(
      fc.asyncProperty(anyBody, async (input) => {
        const before = await rows();
        const response = await send(app, form, input, form);
        expect(response.statusCode).toBeLessThan(500);
        if (response.statusCode !== ok) expect(await rows()).toBe(before);
      }),
      { numRuns: RUNS },
    );
    await fc.assert(
      fc.asyncProperty(shapedBody, async (input) => {
        const before = await rows();
        const response = await send(app, form, input, `${form} (well-formed)`);
        expect([ok, 400]).toContain(response.statusCode);
        if (response.statusCode === 400) {
          expect(response.json().code).toBe('VALIDATION_FAILED');
          expect(await rows()).toBe(before);
        } else accepted(input.body as Record<string, unknown>, response.json());
      }),
      { numRuns: SHAPED_RUNS },
    );
  }

  it('recommend-employer: never a 5xx, nothing stored when refused, nothing sent unconfirmed', async () => {
    const fields = {
      employerName: text,
      hrEmail: email,
      hrName: text,
      senderName: text,
      language: fc.oneof(locale, value),
      send: fc.oneof(fc.boolean(), value),
      confirm: fc.oneof(fc.boolean(), value),
      locale: value,
      website: value,
    };
    await fuzz(
      'recommend-employer',
      bodies(fields),
      shaped(
        {
          employerName: name,
          hrEmail: email,
          hrName: name,
          senderName: name,
          language: locale,
          send: fc.boolean(),
          confirm: fc.boolean(),
          website: fc.constantFrom('', ' '),
        },
        ['hrEmail', 'hrName', 'senderName', 'send', 'confirm', 'website'],
      ),
      200,
      (body, answer) => {
        if (answer.sent) expect([body.send, body.confirm]).toEqual([true, true]);
      },
    );
    const sentTo = new Set(
      (await db.selectFrom('formSubmission').select('fields').where('emailSentAt', 'is not', null).execute()).map(
        (row) => row.fields.hrEmail?.toLowerCase(),
      ),
    );
    for (const mail of await outbox()) expect(sentTo).toContain(mail.to.toLowerCase());
  });

  it('partnership: never a 5xx, nothing stored when refused', async () => {
    const kind = fc.constantFrom('employer', 'university', 'association', 'community', 'health_service', 'other');
    await fuzz(
      'partnership',
      bodies({
        name: value,
        organisation: value,
        email: value,
        partnershipKind: value,
        message: value,
        website: value,
      }),
      shaped({ name, organisation: name, email, partnershipKind: kind, message: text }),
      201,
    );
  });

  it('press: never a 5xx, nothing stored when refused', async () => {
    await fuzz(
      'press',
      bodies({ name: value, outlet: value, email: value, deadline: value, message: value, website: value }),
      shaped({ name, outlet: name, email, deadline: date, message: text }, ['deadline']),
      201,
    );
  });

  it('ran every endpoint the planned number of times', () => {
    for (const name of ['recommend-employer', 'partnership', 'press']) {
      expect(counts[name]?.runs, name).toBe(RUNS);
      expect(counts[`${name} (well-formed)`]?.runs, name).toBe(SHAPED_RUNS);
    }
  });
});
