import type { FastifyReply } from 'fastify';

/** Sends a PDF as a download named `fileName`, never kept in a shared cache (a signed agreement's copy). */
export const sendPdf = (reply: FastifyReply, { bytes, fileName }: { bytes: Uint8Array; fileName: string }) =>
  reply
    .header('content-type', 'application/pdf')
    .header(
      'content-disposition',
      `attachment; filename="${fileName.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
    )
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(Buffer.from(bytes));
