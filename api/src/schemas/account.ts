import { Type } from 'typebox';

export const DeletionRequestSchema = Type.Object({
  password: Type.String({
    examples: ['correct horse battery staple'],
    minLength: 1,
    maxLength: 256,
    description: 'The current password, to confirm',
  }),
});

export const DeletionScheduledSchema = Type.Object({
  erasureAt: Type.String({
    format: 'date-time',
    description: 'When the account will be erased unless the owner signs in',
  }),
});
