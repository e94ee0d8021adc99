import { mkdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import { notFound } from '../errors.ts';
import { isSafeKey } from '../storage/index.ts';

/**
 * Files people uploaded (and the seed's generated avatars), from local disk under DATA_DIR. With
 * S3 the public bucket serves them; /uploads/ then only redirects there, so addresses handed out
 * before the switch (search cards, cached pages) keep working once the folder is copied over.
 */
export default fp(async function uploads(app: FastifyInstance, { config }: { config: Config }) {
  const { s3 } = config;
  if (s3) {
    app.get('/uploads/*', (request, reply) => {
      const key = (request.params as { '*': string })['*'];
      if (!isSafeKey(key)) throw notFound('No file has this address');
      return reply.redirect(`${s3.publicUrl}/${key}`);
    });
    return;
  }
  const root = path.join(config.dataDir, 'uploads');
  mkdirSync(root, { recursive: true });
  await app.register(fastifyStatic, {
    root,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    redirect: false,
    dotfiles: 'deny',
    setHeaders(reply) {
      reply.header('cache-control', 'public, max-age=86400');
      // An uploaded SVG must never run script, even when opened directly.
      reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    },
  });
});
