import { type Static, Type } from 'typebox';
import { LocaleSchema } from './common.ts';

export const ProvidersSchema = Type.Object({
  providers: Type.Array(
    Type.Object({
      id: Type.String(),
      name: Type.String({ description: 'Button label, e.g. Google' }),
      startUrl: Type.String({ description: 'Open this (in a popup with popup=1, or the page itself) to sign in' }),
    }),
  ),
});
export type Providers = Static<typeof ProvidersSchema>;

export const StartQuerySchema = Type.Object({
  next: Type.Optional(Type.String({ maxLength: 500, description: 'A path on this site to return to' })),
  popup: Type.Optional(Type.Enum(['0', '1'], { description: '1: the flow runs in a popup and ends at /auth/close' })),
  locale: Type.Optional(LocaleSchema),
});

export const PendingLinkSchema = Type.Object({
  email: Type.String(),
  provider: Type.String(),
  twoFactor: Type.Boolean({ description: 'The existing account also asks for a two-factor code' }),
});
export type PendingLink = Static<typeof PendingLinkSchema>;

export const LinkBodySchema = Type.Object({
  password: Type.String({ minLength: 1, maxLength: 256 }),
  code: Type.Optional(Type.String({ pattern: '^\\s*\\d{3}\\s?\\d{3}\\s*$' })),
  recoveryCode: Type.Optional(Type.String({ minLength: 12, maxLength: 24 })),
});
