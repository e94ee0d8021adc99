import { type Static, Type } from 'typebox';
import { TOKEN_PATTERN } from '../auth/email-tokens.ts';
import { MIN_PASSWORD_LENGTH } from '../auth/password-policy.ts';
import { LocaleSchema, SingleLineText } from './common.ts';
import { ReferralCodeSchema } from './referrals.ts';

export const EmailSchema = Type.String({ format: 'email', maxLength: 254 });
const NewPasswordSchema = Type.String({
  examples: ['Kastanienallee im Herbst 2026'],
  minLength: 1,
  maxLength: 256,
  description: `At least ${MIN_PASSWORD_LENGTH} characters, hard to guess, without the email's name part; otherwise 400 WEAK_PASSWORD`,
});
const TokenSchema = Type.String({
  examples: ['fQ3kZ9wX2mT7vB4nR8cH1dL6yP0sJ5gA3eU9iO2tW7q'],
  pattern: TOKEN_PATTERN,
  description: 'The token from the emailed link',
});

export const RegisterSchema = Type.Object({
  email: EmailSchema,
  password: NewPasswordSchema,
  displayName: SingleLineText({ examples: ['Dr. Anna Becker'], maxLength: 100 }),
  role: Type.Enum(['client', 'therapist']),
  locale: LocaleSchema,
  /** The colleague's code the visitor followed first (decision 023); a code nobody has is ignored. */
  referralCode: Type.Optional(ReferralCodeSchema),
});
export type RegisterBody = Static<typeof RegisterSchema>;

export const CheckYourEmailSchema = Type.Object({
  status: Type.Literal('check-your-email'),
});

export const TokenBodySchema = Type.Object({ token: TokenSchema });

export const VerifiedSchema = Type.Object({
  emailVerified: Type.Literal(true),
  signedIn: Type.Boolean({ description: 'True when the link was opened in the browser that registered' }),
});

export const ForgotPasswordSchema = Type.Object({ email: EmailSchema, locale: LocaleSchema });

export const ResetPasswordSchema = Type.Object({ token: TokenSchema, password: NewPasswordSchema });

export const ChangePasswordSchema = Type.Object({
  currentPassword: Type.String({ examples: ['correct horse battery staple'], minLength: 1, maxLength: 256 }),
  newPassword: NewPasswordSchema,
});

export const SecurityEventsQuerySchema = Type.Object({
  page: Type.Integer({ examples: [1], minimum: 1, maximum: 10_000, default: 1 }),
  perPage: Type.Integer({ examples: [20], minimum: 1, maximum: 50, default: 20 }),
});

export const SecurityEventsSchema = Type.Object({
  events: Type.Array(
    Type.Object({
      id: Type.String({ format: 'uuid' }),
      kind: Type.String({
        examples: ['sign_in'],
        description: 'sign_in, sign_in_failed, new_device, password_changed, …',
      }),
      device: Type.String({
        examples: ['Firefox · Windows'],
        description: 'Browser and system, e.g. "Firefox · Windows"; empty when unknown',
      }),
      createdAt: Type.String({ format: 'date-time' }),
    }),
  ),
  page: Type.Integer({ examples: [1] }),
  perPage: Type.Integer({ examples: [20] }),
  total: Type.Integer({ examples: [37] }),
});
export type SecurityEvents = Static<typeof SecurityEventsSchema>;
