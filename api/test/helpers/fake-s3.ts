import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll } from 'vitest';

export interface RecordedRequest {
  method: string;
  /** Path-style: `/bucket/key`. */
  path: string;
  headers: IncomingHttpHeaders;
  /** The object's bytes as the client meant them (aws-chunked framing removed). */
  body: Buffer;
}

export interface StoredObject {
  body: Buffer;
  contentType: string | undefined;
  cacheControl: string | undefined;
}

/**
 * Removes `aws-chunked` framing (`<hex size>[;chunk-signature=…]\r\n<data>\r\n … 0\r\n<trailers>`),
 * which the SDK uses for streamed uploads with a trailing checksum.
 */
function decodeAwsChunked(raw: Buffer): Buffer {
  const parts: Buffer[] = [];
  let at = 0;
  for (;;) {
    const lineEnd = raw.indexOf('\r\n', at);
    if (lineEnd < 0) throw new Error('aws-chunked body ends without a last chunk');
    const size = Number.parseInt(raw.subarray(at, lineEnd).toString('latin1').split(';')[0] as string, 16);
    if (size === 0) return Buffer.concat(parts);
    parts.push(raw.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
}

const xmlError = (res: ServerResponse, status: number, code: string, resource: string) => {
  res.writeHead(status, { 'content-type': 'application/xml' });
  res.end(
    `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${code}</Message><Resource>${resource}</Resource></Error>`,
  );
};

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * Just enough of the S3 REST API for the file stores, on a loopback port: PutObject, GetObject and
 * DeleteObject with path-style addresses (`/bucket/key`), objects in memory, every request
 * recorded. Signatures are not checked (tests look at the Authorization header themselves), and
 * GET needs none, as for a public bucket. Closed after the test file.
 */
export async function fakeS3(buckets: string[]) {
  const objects = new Map<string, StoredObject>();
  const requests: RecordedRequest[] = [];
  const behaviour = {
    /** S3 answers 204 for deleting a missing key; some compatible services answer 404 NoSuchKey. */
    missingKeyOnDelete: 204 as 204 | 404,
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks);
    const chunked =
      /aws-chunked/.test(one(req.headers['content-encoding']) ?? '') ||
      /^STREAMING-/.test(one(req.headers['x-amz-content-sha256']) ?? '');
    const body = chunked ? decodeAwsChunked(raw) : raw;
    const url = new URL(req.url ?? '/', 'http://fake-s3');
    const path = decodeURIComponent(url.pathname);
    requests.push({ method: req.method ?? '', path, headers: req.headers, body });

    const [, bucket = '', ...rest] = path.split('/');
    const key = rest.join('/');
    if (!buckets.includes(bucket)) return xmlError(res, 404, 'NoSuchBucket', `/${bucket}`);
    if (!key) return xmlError(res, 501, 'NotImplemented', path);
    const id = `${bucket}/${key}`;

    if (req.method === 'PUT') {
      objects.set(id, {
        body,
        contentType: one(req.headers['content-type']),
        cacheControl: one(req.headers['cache-control']),
      });
      res.writeHead(200, { etag: '"fake"' });
      return res.end();
    }
    if (req.method === 'GET' || req.method === 'HEAD') {
      const object = objects.get(id);
      if (!object) return xmlError(res, 404, 'NoSuchKey', path);
      res.writeHead(200, {
        'content-type': object.contentType ?? 'binary/octet-stream',
        'content-length': object.body.length,
        ...(object.cacheControl ? { 'cache-control': object.cacheControl } : {}),
        etag: '"fake"',
        'last-modified': new Date().toUTCString(),
      });
      return res.end(req.method === 'GET' ? object.body : undefined);
    }
    if (req.method === 'DELETE') {
      if (!objects.delete(id) && behaviour.missingKeyOnDelete === 404) return xmlError(res, 404, 'NoSuchKey', path);
      res.writeHead(204);
      return res.end();
    }
    return xmlError(res, 405, 'MethodNotAllowed', path);
  };

  const server = createServer((req, res) => {
    handle(req, res).catch((error: Error) => xmlError(res, 500, 'InternalError', error.message));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  afterAll(
    () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  );
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    requests,
    behaviour,
    object: (bucket: string, key: string) => objects.get(`${bucket}/${key}`),
    /** The keys in a bucket, sorted. */
    keys: (bucket: string) =>
      [...objects.keys()]
        .filter((id) => id.startsWith(`${bucket}/`))
        .map((id) => id.slice(bucket.length + 1))
        .sort(),
    /** The S3_* settings that point the app at this server. */
    env: (publicBucket: string, privateBucket: string): Record<string, string> => ({
      S3_ENDPOINT: url,
      S3_REGION: 'us-east-1',
      S3_BUCKET: publicBucket,
      S3_PRIVATE_BUCKET: privateBucket,
      S3_ACCESS_KEY_ID: 'TESTACCESSKEY',
      S3_SECRET_ACCESS_KEY: 'test-secret-access-key',
      S3_PUBLIC_URL: `${url}/${publicBucket}`,
      S3_FORCE_PATH_STYLE: 'true',
    }),
  };
}
