import { type Static, Type } from 'typebox';
import { LOCALES } from '../contract/locales.ts';

export const SignInSchema = Type.Object({
  email: Type.String({ format: 'email', maxLength: 254 }),
  password: Type.String({ minLength: 1, maxLength: 256 }),
});

export const MeSchema = Type.Object({
  id: Type.String({ format: 'uuid' }),
  email: Type.String(),
  role: Type.Enum(['client', 'therapist', 'admin']),
  displayName: Type.String(),
  locale: Type.Enum([...LOCALES]),
  emailVerified: Type.Boolean(),
  therapistSlug: Type.Union([Type.String(), Type.Null()]),
  therapistUrl: Type.Union([Type.String({ description: 'Canonical profile path, without locale' }), Type.Null()]),
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
      userAgent: Type.String(),
      createdAt: Type.String({ format: 'date-time' }),
      lastUsedAt: Type.String({ format: 'date-time' }),
      current: Type.Boolean(),
    }),
  ),
});
