import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import { requestLocale } from '../../contract/locales.ts';
import { AppError } from '../../errors.ts';
import { companyContact } from '../../forms/company.ts';
import { recommendationLetter } from '../../forms/letter.ts';
import { sendRecommendation, submitPartnership, submitPress } from '../../forms/notices.ts';
import {
  formIpHash,
  type NewSubmission,
  RECIPIENT_QUIET_DAYS,
  recentlyContacted,
  SENDS_PER_HOUR,
  sendsInLastHour,
  storeOrReuse,
  storeSubmission,
} from '../../forms/submissions.ts';
import { checkPartnership, checkPress, checkRecommendation, type FieldProblem } from '../../forms/validation.ts';
import { hasOptedOut } from '../../mail/unsubscribe.ts';
import { ErrorSchema } from '../../schemas/common.ts';
import {
  LetterSchema,
  PartnershipSchema,
  PressSchema,
  ReceivedSchema,
  RecommendEmployerSchema,
} from '../../schemas/forms.ts';

const tags = ['forms'];
const invalid = (problems: FieldProblem[]) =>
  new AppError('VALIDATION_FAILED', 400, 'The request has invalid or missing fields', problems);
/** A filled honeypot: answered like success, nothing stored or sent. */
const isBot = (website: string | undefined) => (website ?? '').trim() !== '';

/**
 * The public forms (a recommendation to one's employer, partnership and press enquiries). Bad input
 * is a 400 naming the fields; each submission is stored with the email it causes (forms/notices.ts),
 * which a failing mail server only delays. The administrators' list is routes/admin/form-submissions.ts.
 */
const forms: FastifyPluginAsyncTypebox<{ config: Config }> = async (app, { config }) => {
  const pageLocale = (request: FastifyRequest, explicit: string | undefined) =>
    requestLocale(explicit, request.headers['accept-language']);
  const submissionOf = async (request: FastifyRequest, submission: Omit<NewSubmission, 'ipHash'>) => ({
    ...submission,
    ipHash: await formIpHash(app.db, request.ip),
  });

  app.post(
    '/api/v1/forms/recommend-employer',
    {
      // Trying the letter in another language is a new request, so more than the enquiry forms.
      config: { access: 'public', rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: "A ready-to-send letter suggesting Calma to the person's employer, in the language chosen",
        description: `With \`send\` and \`confirm\` both true and an \`hrEmail\`, we also email the letter to that address: at most ${SENDS_PER_HOUR} letters per hour from one address (429 SEND_LIMIT_REACHED), and an HR address that had a letter from us in the last ${RECIPIENT_QUIET_DAYS} days gets no other (\`notSent: recently_contacted\`), and one that stopped our letters from the link in an earlier one gets none (\`notSent: unsubscribed\`). Field errors (400 VALIDATION_FAILED) carry a \`reason\`: required, email, link, text.`,
        body: RecommendEmployerSchema,
        response: { 200: LetterSchema, 400: ErrorSchema, 403: ErrorSchema, 429: ErrorSchema },
      },
    },
    async (request) => {
      const { body } = request;
      const contact = { publicUrl: config.publicUrl, contactEmail: companyContact.partnerships };
      const wantsSending = body.send === true && body.confirm === true && Boolean(body.hrEmail);
      if (isBot(body.website)) {
        const trimmed = { ...body, employerName: body.employerName.trim() };
        return { ...recommendationLetter(trimmed, contact), sent: wantsSending };
      }
      const checked = checkRecommendation(body);
      if (!checked.ok) throw invalid(checked.problems);
      const recommendation = checked.value;
      const letter = recommendationLetter(recommendation, contact);
      const submission: NewSubmission = {
        kind: 'recommend_employer',
        locale: pageLocale(request, body.locale),
        fields: { ...recommendation },
        ipHash: await formIpHash(app.db, request.ip),
      };
      const { hrEmail } = recommendation;
      if (!wantsSending || !hrEmail) {
        await storeSubmission(app.db, submission);
        return { ...letter, sent: false };
      }

      if ((await sendsInLastHour(app.db, submission.ipHash)) >= SENDS_PER_HOUR) {
        throw new AppError('SEND_LIMIT_REACHED', 429, `At most ${SENDS_PER_HOUR} letters an hour from one address`, {
          retryAfter: 3600,
        });
      }
      const id = await storeOrReuse(app.db, submission);
      // Asked for no more is the stronger reason, and the one that lasts: said first.
      if (await hasOptedOut(app.db, 'employer_letter', hrEmail)) {
        return { ...letter, sent: false, notSent: 'unsubscribed' as const };
      }
      if (await recentlyContacted(app.db, hrEmail)) {
        return { ...letter, sent: false, notSent: 'recently_contacted' as const };
      }
      const sent = await sendRecommendation(app.db, app.withEmails, id, { ...recommendation, hrEmail }, letter);
      return sent ? { ...letter, sent: true } : { ...letter, sent: false, notSent: 'unsubscribed' as const };
    },
  );

  app.post(
    '/api/v1/forms/partnership',
    {
      config: { access: 'public', rateLimit: { max: 5, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'A partnership enquiry: stored, and the partnerships team is emailed',
        description: 'Field errors (400 VALIDATION_FAILED) carry a `reason`: required, email, text.',
        body: PartnershipSchema,
        response: { 201: ReceivedSchema, 400: ErrorSchema, 403: ErrorSchema, 429: ErrorSchema },
      },
    },
    async (request, reply) => {
      const { body } = request;
      if (!isBot(body.website)) {
        const checked = checkPartnership(body);
        if (!checked.ok) throw invalid(checked.problems);
        const submission = {
          kind: 'partnership' as const,
          locale: pageLocale(request, body.locale),
          fields: checked.value,
        };
        await submitPartnership(app.db, app.withEmails, await submissionOf(request, submission), body.email.trim());
      }
      return reply.status(201).send({ received: true });
    },
  );

  app.post(
    '/api/v1/forms/press',
    {
      config: { access: 'public', rateLimit: { max: 5, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'A press enquiry: stored, and the press team is emailed',
        description: 'Field errors (400 VALIDATION_FAILED) carry a `reason`: required, email, text, date.',
        body: PressSchema,
        response: { 201: ReceivedSchema, 400: ErrorSchema, 403: ErrorSchema, 429: ErrorSchema },
      },
    },
    async (request, reply) => {
      const { body } = request;
      if (!isBot(body.website)) {
        const checked = checkPress(body);
        if (!checked.ok) throw invalid(checked.problems);
        const submission = { kind: 'press' as const, locale: pageLocale(request, body.locale), fields: checked.value };
        await submitPress(app.db, app.withEmails, await submissionOf(request, submission), body.email.trim());
      }
      return reply.status(201).send({ received: true });
    },
  );
};

export default forms;
