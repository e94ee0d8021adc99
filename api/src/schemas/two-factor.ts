import { type Static, Type } from 'typebox';

const Code = Type.String({
  pattern: '^\\s*\\d{3}\\s?\\d{3}\\s*$',
  description: 'The six digits the authenticator app shows now',
  examples: ['123456'],
});
const RecoveryCode = Type.String({
  minLength: 12,
  maxLength: 24,
  description: 'One of the recovery codes shown when two-factor sign-in was turned on (each works once)',
  examples: ['4k7m-x2pq-9vbd'],
});

export const TwoFactorStatusSchema = Type.Object({
  enabled: Type.Boolean(),
  /** Whether this account's role must have it before opening client records. */
  required: Type.Boolean(),
  recoveryCodesLeft: Type.Integer({ examples: [8], minimum: 0 }),
  passwordSet: Type.Boolean({
    description: 'Whether turning it off asks for a password (not for provider-only accounts)',
  }),
});
export type TwoFactorStatus = Static<typeof TwoFactorStatusSchema>;

export const TwoFactorSetupSchema = Type.Object({
  otpauthUrl: Type.String({
    examples: ['otpauth://totp/Calma:anna.becker%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=Calma'],
    description: 'otpauth:// URI for authenticator apps',
  }),
  qrSvg: Type.String({
    examples: ['<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 33 33">…</svg>'],
    description: 'The same URI as a QR code, an SVG document',
  }),
  secret: Type.String({
    examples: ['JBSWY3DPEHPK3PXP'],
    description: 'The secret in base32, for typing into an app by hand',
  }),
});
export type TwoFactorSetup = Static<typeof TwoFactorSetupSchema>;

export const CodeBodySchema = Type.Object({ code: Code });

export const RecoveryCodesSchema = Type.Object({
  recoveryCodes: Type.Array(Type.String({ examples: ['a1b2-c3d4-e5f6'] }), {
    description: 'Shown this once; only their hashes are kept',
  }),
});
export type RecoveryCodes = Static<typeof RecoveryCodesSchema>;

export const DisableBodySchema = Type.Object(
  {
    password: Type.Optional(
      Type.String({ minLength: 1, maxLength: 256, description: 'Required when the account has a password' }),
    ),
    code: Type.Optional(Code),
    recoveryCode: Type.Optional(RecoveryCode),
  },
  { description: 'The password and either a current code or a recovery code' },
);

export const SecondFactorBodySchema = Type.Object(
  { code: Type.Optional(Code), recoveryCode: Type.Optional(RecoveryCode) },
  { minProperties: 1, maxProperties: 1, description: 'Either a current code or a recovery code' },
);
