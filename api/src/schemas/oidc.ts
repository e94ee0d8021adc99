import { type Static, Type } from 'typebox';
import { LocaleSchema } from './common.ts';

export const ProvidersSchema = Type.Object({
  providers: Type.Array(
    Type.Object({
      id: Type.String({ examples: ['google'] }),
      name: Type.String({ examples: ['Google'], description: 'Button label, e.g. Google' }),
      startUrl: Type.String({
        examples: ['https://accounts.google.com/o/oauth2/v2/auth?client_id=calma&state=…'],
        description: 'Open this (in a popup with popup=1, or the page itself) to sign in',
      }),
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
  email: Type.String({ examples: ['anna.becker@example.com'] }),
  provider: Type.String({ examples: ['google'] }),
  twoFactor: Type.Boolean({ description: 'The existing account also asks for a two-factor code' }),
});
export type PendingLink = Static<typeof PendingLinkSchema>;

export const LinkBodySchema = Type.Object({
  password: Type.String({ examples: ['correct horse battery staple'], minLength: 1, maxLength: 256 }),
  code: Type.Optional(Type.String({ examples: ['123456'], pattern: '^\\s*\\d{3}\\s?\\d{3}\\s*$' })),
  recoveryCode: Type.Optional(Type.String({ examples: ['a1b2-c3d4-e5f6'], minLength: 12, maxLength: 24 })),
});
