import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { AppError } from '../../errors.ts';
import { addressOfLink, optOut, UNSUBSCRIBE_KINDS } from '../../mail/unsubscribe.ts';
import { ErrorSchema } from '../../schemas/common.ts';

const UnsubscribeQuerySchema = Type.Object({
  kind: Type.Enum([...UNSUBSCRIBE_KINDS], { description: 'The kind of email to stop' }),
  to: Type.String({ maxLength: 400, pattern: '^[A-Za-z0-9_-]+$', description: 'The address, base64url' }),
  key: Type.String({ maxLength: 64, pattern: '^[A-Za-z0-9_-]+$', description: 'The link’s key' }),
});

/**
 * The way out of email sent to people without an account on someone else's word (a colleague's
 * invitation, a letter to an employer): the one-click POST that mail clients send from the
 * List-Unsubscribe header (RFC 8058, a form body `List-Unsubscribe=One-Click`), and the button on
 * the page the email's footer links to. The link itself is the capability: its key is an HMAC of
 * the kind and the address.
 */
const email: FastifyPluginAsyncTypebox<{ linkSecret: string }> = async (app, { linkSecret }) => {
  // Mail clients post a form; the body says nothing the query does not, so it is read and set aside.
  for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data'])
    app.addContentTypeParser(type, { parseAs: 'string', bodyLimit: 1024 }, (_request, _body, done) => done(null));

  app.post(
    '/api/v1/email/unsubscribe',
    {
      config: { access: 'public', rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['account'],
        summary: 'Stops one kind of email to one address, from the link in that email',
        description:
          'Public: the link is the capability. Idempotent. 404 TOKEN_INVALID when the key does not belong to that kind and address. Later email of that kind to that address is not sent.',
        querystring: UnsubscribeQuerySchema,
        response: {
          200: Type.Object(
            { unsubscribed: Type.Literal(true), kind: Type.Enum([...UNSUBSCRIBE_KINDS]) },
            { examples: [{ unsubscribed: true, kind: 'referral_invitation' }] },
          ),
          400: ErrorSchema,
          404: ErrorSchema,
          429: ErrorSchema,
        },
      },
    },
    async (request) => {
      const { kind, to, key } = request.query;
      const address = addressOfLink(linkSecret, kind, to, key);
      if (!address) throw new AppError('TOKEN_INVALID', 404, 'This link does not stop any email');
      await optOut(app.db, kind, address);
      return { unsubscribed: true as const, kind };
    },
  );
};

export default email;
