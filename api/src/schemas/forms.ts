import { type Static, Type } from 'typebox';
import { FORM_KINDS, FORM_LIMITS, PARTNERSHIP_KINDS } from '../contract/forms.ts';
import { LOCALES } from '../contract/locales.ts';
import { example } from './common.ts';

const locale = (description: string) => Type.Enum([...LOCALES], { examples: ['de'], description });
const line = (maxLength: number, description: string) => Type.String({ maxLength, description });
// Checked after trimming (forms/validation.ts) rather than as a format here, so that a blank
// address is reported together with the form's other blank fields, not on its own first.
const email = (description: string) =>
  Type.String({
    examples: ['miriam.roth@example.com'],
    maxLength: FORM_LIMITS.email,
    description: `An email address. ${description}`,
  });
const Message = Type.String({
  examples: ['Wir würden Calma gern unseren Mitarbeitenden in Berlin anbieten. Können wir sprechen?'],
  maxLength: FORM_LIMITS.message,
  description: 'Not blank',
});

// Every form has it; people never see it (see the site's forms), so whatever fills it is a bot.
const Honeypot = Type.Optional(
  Type.String({ maxLength: 2000, description: 'Leave empty. A filled value is answered like success and dropped.' }),
);
const PageLocale = Type.Optional(
  locale('The language of the page the form was sent from; Accept-Language when absent'),
);

export const RecommendEmployerSchema = Type.Object({
  employerName: Type.String({
    examples: ['Muster GmbH'],
    maxLength: FORM_LIMITS.employerName,
    description: 'Not blank; no web or email address (it goes into a letter to someone else)',
  }),
  hrEmail: Type.Optional(email('Whom the letter is for; needed to have us send it')),
  hrName: Type.Optional(example(line(FORM_LIMITS.name, 'For the greeting; no web or email address'), 'Katrin Schulz')),
  senderName: Type.Optional(
    line(FORM_LIMITS.name, 'Signs the letter; without it, it is signed by "a colleague"; no web or email address'),
  ),
  language: locale('The language the letter is written in'),
  send: Type.Optional(Type.Boolean({ description: 'Also email the letter to hrEmail' })),
  confirm: Type.Optional(
    Type.Boolean({ description: 'Must be true when send is: the person read the letter and wants it sent' }),
  ),
  locale: PageLocale,
  website: Honeypot,
});

export const LetterSchema = Type.Object({
  subject: Type.String({ examples: ['Empfehlung: Calma für unsere Mitarbeitenden'] }),
  body: Type.String({
    examples: ['Guten Tag Frau Becker, passt Ihnen auch Donnerstag um 9 Uhr?'],
    description: 'Plain text: greeting, paragraphs separated by a blank line, sign-off',
  }),
  mailto: Type.String({
    examples: ['mailto:personal@example.com?subject=Calma'],
    description: 'A mailto: link with the letter filled in (to hrEmail when given)',
  }),
  sent: Type.Boolean({
    description:
      'Whether we are emailing it to hrEmail (queued with the request; a failing mail server only delays it)',
  }),
  notSent: Type.Optional(
    Type.Enum(['recently_contacted', 'unsubscribed'], {
      description: `Why we did not send the letter: this address had one from us lately, or asked for no more`,
    }),
  ),
});
export type RecommendationLetter = Static<typeof LetterSchema>;

export const PartnershipSchema = Type.Object({
  name: example(line(FORM_LIMITS.name, 'The person writing'), 'Dr. Anna Becker'),
  organisation: example(line(FORM_LIMITS.organisation, 'Whom they write for'), 'Muster GmbH'),
  email: email('Where we answer'),
  partnershipKind: Type.Union([Type.Enum([...PARTNERSHIP_KINDS]), Type.Literal('')], {
    description: 'Empty when none was chosen: refused as required, together with any other blank field',
  }),
  message: Message,
  locale: PageLocale,
  website: Honeypot,
});

export const PressSchema = Type.Object({
  name: example(line(FORM_LIMITS.name, 'The journalist'), 'Miriam Roth'),
  outlet: example(line(FORM_LIMITS.outlet, 'The publication, programme or agency'), 'Der Tagesspiegel'),
  email: email('Where we answer'),
  deadline: Type.Optional(
    Type.String({ examples: ['2026-03-20'], maxLength: 10, description: 'YYYY-MM-DD, from today on' }),
  ),
  message: Message,
  locale: PageLocale,
  website: Honeypot,
});

export const ReceivedSchema = Type.Object({ received: Type.Literal(true) });

export const FormSubmissionSchema = Type.Object({
  id: Type.String({ format: 'uuid' }),
  kind: Type.Enum([...FORM_KINDS]),
  locale: Type.String({ examples: ['de'] }),
  fields: Type.Record(Type.String(), Type.String(), { description: 'What the form asked, as the person wrote it' }),
  createdAt: Type.String({ format: 'date-time' }),
  handledAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  emailSentAt: Type.Union([
    Type.String({ format: 'date-time', description: 'The letter to HR, or the notice to the team' }),
    Type.Null(),
  ]),
});
export type FormSubmission = Static<typeof FormSubmissionSchema>;

export const FormSubmissionsSchema = Type.Object({
  submissions: Type.Array(FormSubmissionSchema),
  total: Type.Integer({ examples: [37] }),
  page: Type.Integer({ examples: [1] }),
  perPage: Type.Integer({ examples: [20] }),
});
export type FormSubmissions = Static<typeof FormSubmissionsSchema>;

export const SubmissionQuerySchema = Type.Object({
  kind: Type.Optional(Type.Enum([...FORM_KINDS])),
  status: Type.Enum(['open', 'handled', 'all'], { default: 'all' }),
  page: Type.Integer({ examples: [1], minimum: 1, maximum: 10_000, default: 1 }),
  perPage: Type.Integer({ examples: [20], minimum: 1, maximum: 100, default: 50 }),
});

export const SubmissionParamsSchema = Type.Object({ id: Type.String({ format: 'uuid' }) });
export const HandledSchema = Type.Object({ handled: Type.Boolean() });
