import { type Static, Type } from 'typebox';
import { LOCALES } from '../contract/locales.ts';

export const SignInSchema = Type.Object({
  email: Type.String({ format: 'email', maxLength: 254 }),
  password: Type.String({ examples: ['correct horse battery staple'], minLength: 1, maxLength: 256 }),
});

export const MeSchema = Type.Object({
  id: Type.String({ format: 'uuid' }),
  email: Type.String({ examples: ['anna.becker@example.com'] }),
  role: Type.Enum(['client', 'therapist', 'admin']),
  displayName: Type.String({ examples: ['Dr. Anna Becker'] }),
  locale: Type.Enum([...LOCALES], { examples: ['de'] }),
  emailVerified: Type.Boolean(),
  therapistSlug: Type.Union([Type.String({ examples: ['anna-becker'] }), Type.Null()]),
  therapistUrl: Type.Union([
    Type.String({ examples: ['/therapists/anna-becker'], description: 'Canonical profile path, without locale' }),
    Type.Null(),
  ]),
  twoFactorEnabled: Type.Boolean(),
  deletionCancelled: Type.Optional(
    Type.Boolean({ description: 'Present on the sign-in that cancelled a pending deletion of the account' }),
  ),
});
export type Me = Static<typeof MeSchema>;

/** The password was right and the account asks for a second factor: no session yet. */
export const TwoFactorRequiredSchema = Type.Object({
  twoFactorRequired: Type.Literal(true),
});

export const SessionsSchema = Type.Object({
  sessions: Type.Array(
    Type.Object({
      id: Type.String({ format: 'uuid' }),
      userAgent: Type.String({
        examples: ['Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:135.0) Gecko/20100101 Firefox/135.0'],
      }),
      createdAt: Type.String({ format: 'date-time' }),
      lastUsedAt: Type.String({ format: 'date-time' }),
      current: Type.Boolean(),
    }),
  ),
});
