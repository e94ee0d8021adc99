import { randomBytes } from 'node:crypto';
import { access, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { S3Client } from '@aws-sdk/client-s3';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { PUBLIC_CACHE_CONTROL, s3Store } from '../src/storage/s3.ts';
import { fileStores } from '../src/storage/stores.ts';
import { testApp } from './helpers/app.ts';
import { createDraftPractice, TEST_PASSWORD } from './helpers/factories.ts';
import { fakeS3 } from './helpers/fake-s3.ts';
import { multipart } from './helpers/media-files.ts';

const PUBLIC = 'calma-public';
const PRIVATE = 'calma-private';
const sameSite = { origin: 'http://localhost:80', host: 'localhost:80', 'sec-fetch-site': 'same-origin' };
const SIGV4 =
  /^AWS4-HMAC-SHA256 Credential=TESTACCESSKEY\/\d{8}\/us-east-1\/s3\/aws4_request, SignedHeaders=[a-z0-9;-]*\bhost\b[a-z0-9;-]*, Signature=[0-9a-f]{64}$/;

describe('S3 file stores against a fake S3 (path-style)', async () => {
  const s3 = await fakeS3([PUBLIC, PRIVATE]);
  const stores = fileStores(loadConfig(s3.env(PUBLIC, PRIVATE)));
  afterAll(() => stores.close());
  const workDir = await mkdtemp(path.join(tmpdir(), 'calma-s3-'));
  afterAll(() => rm(workDir, { recursive: true, force: true }));
  const last = () => s3.requests.at(-1);

  it('puts bytes into the public bucket with their type, long caching and a SigV4 signature', async () => {
    const bytes = randomBytes(4096);
    await stores.public.put('media/t1/photo-176.jpg', bytes);

    const request = last();
    expect(request).toMatchObject({ method: 'PUT', path: `/${PUBLIC}/media/t1/photo-176.jpg` });
    expect(request?.body.equals(bytes)).toBe(true);
    expect(request?.headers['content-type']).toBe('image/jpeg');
    expect(request?.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
    expect(request?.headers.authorization).toMatch(SIGV4);
    expect(request?.headers['x-amz-date']).toMatch(/^\d{8}T\d{6}Z$/);
    expect(s3.object(PUBLIC, 'media/t1/photo-176.jpg')).toMatchObject({ contentType: 'image/jpeg' });
  });

  it('streams a temporary file up and removes it, as the local store moves it', async () => {
    const file = path.join(workDir, 'upload-video');
    const bytes = randomBytes(3 * 1024 * 1024 + 17);
    await writeFile(file, bytes);
    await stores.public.put('media/t1/intro.webm', { path: file });

    const request = last();
    expect(request).toMatchObject({ method: 'PUT', path: `/${PUBLIC}/media/t1/intro.webm` });
    expect(request?.body.equals(bytes)).toBe(true);
    expect(request?.headers['content-type']).toBe('video/webm');
    expect(request?.headers.authorization).toMatch(SIGV4);
    // A custom endpoint (MinIO, R2, …) gets no optional checksums, which some of them refuse.
    expect(request?.headers['x-amz-sdk-checksum-algorithm']).toBeUndefined();
    await expect(access(file)).rejects.toThrow();
  });

  it("streams the same way with the SDK's default checksums, as on AWS itself", async () => {
    const client = new S3Client({
      region: 'us-east-1',
      endpoint: s3.url,
      forcePathStyle: true,
      credentials: { accessKeyId: 'TESTACCESSKEY', secretAccessKey: 'test-secret-access-key' },
    });
    afterAll(() => client.destroy());
    const file = path.join(workDir, 'upload-checksummed');
    const bytes = randomBytes(256 * 1024);
    await writeFile(file, bytes);
    await s3Store(client, PUBLIC, { publicUrl: `${s3.url}/${PUBLIC}` }).put('media/t1/intro.mp4', { path: file });

    const request = last();
    expect(request?.headers['x-amz-trailer']).toBe('x-amz-checksum-crc32');
    expect(request?.headers['x-amz-decoded-content-length']).toBe(String(bytes.length));
    expect(request?.body.equals(bytes)).toBe(true);
    expect(s3.object(PUBLIC, 'media/t1/intro.mp4')).toMatchObject({
      contentType: 'video/mp4',
      cacheControl: PUBLIC_CACHE_CONTROL,
    });
  });

  it('reads an object back as a stream with its length', async () => {
    const captions = 'WEBVTT\n\n00:00.000 --> 00:02.000\nHallo, schön!\n';
    await stores.public.put('media/t1/captions.vtt', Buffer.from(captions));
    const { stream, bytes } = await stores.public.read('media/t1/captions.vtt');
    expect(bytes).toBe(Buffer.byteLength(captions));
    expect(await text(stream)).toBe(captions);
    expect(last()).toMatchObject({ method: 'GET', path: `/${PUBLIC}/media/t1/captions.vtt` });
    expect(last()?.headers.authorization).toMatch(SIGV4);
    expect(s3.object(PUBLIC, 'media/t1/captions.vtt')?.contentType).toBe('text/vtt; charset=utf-8');
  });

  it('deletes objects; a missing key is not an error, a missing bucket is', async () => {
    await stores.public.put('media/t1/gone.webp', Buffer.from('x'));
    await stores.public.delete('media/t1/gone.webp');
    expect(last()).toMatchObject({ method: 'DELETE', path: `/${PUBLIC}/media/t1/gone.webp` });
    expect(s3.keys(PUBLIC)).not.toContain('media/t1/gone.webp');

    await expect(stores.public.delete('media/t1/never-there.webp')).resolves.toBeUndefined();
    s3.behaviour.missingKeyOnDelete = 404;
    try {
      await expect(stores.public.delete('media/t1/never-there.webp')).resolves.toBeUndefined();
      expect(last()?.method).toBe('DELETE');
    } finally {
      s3.behaviour.missingKeyOnDelete = 204;
    }

    const misconfigured = fileStores(loadConfig(s3.env('no-such-bucket', PRIVATE)));
    await expect(misconfigured.public.delete('media/t1/x.webp')).rejects.toMatchObject({ name: 'NoSuchBucket' });
    misconfigured.close();
  });

  it('answers public URLs under S3_PUBLIC_URL, readable without credentials', async () => {
    expect(stores.public.url('media/t1/photo-176.jpg')).toBe(`${s3.url}/${PUBLIC}/media/t1/photo-176.jpg`);
    expect(stores.publicUrl('media/t1/photo-176.jpg')).toBe(`${s3.url}/${PUBLIC}/media/t1/photo-176.jpg`);
    const response = await fetch(stores.publicUrl('media/t1/photo-176.jpg'));
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(response.headers.get('cache-control')).toBe(PUBLIC_CACHE_CONTROL);
  });

  it('keeps private documents in the private bucket, never with a URL or public caching', async () => {
    const pdf = Buffer.from('%PDF-1.4\n%%EOF\n');
    await stores.private.put('verification/t1/doc.pdf', pdf);
    const request = last();
    expect(request).toMatchObject({ method: 'PUT', path: `/${PRIVATE}/verification/t1/doc.pdf` });
    expect(request?.headers['content-type']).toBe('application/pdf');
    expect(request?.headers['cache-control']).toBeUndefined();
    expect(request?.headers.authorization).toMatch(SIGV4);
    expect(s3.keys(PUBLIC).filter((key) => key.startsWith('verification/'))).toEqual([]);

    expect(stores.private.url('verification/t1/doc.pdf')).toBeUndefined();
    const { stream, bytes } = await stores.private.read('verification/t1/doc.pdf');
    expect(bytes).toBe(pdf.length);
    expect(await text(stream)).toBe(pdf.toString());
  });

  it('refuses unsafe keys before asking S3 anything', async () => {
    const before = s3.requests.length;
    await expect(stores.public.put('../escape.jpg', Buffer.from('x'))).rejects.toThrow(/Unsafe storage key/);
    await expect(stores.private.read('verification/../media/x.pdf')).rejects.toThrow(/Unsafe storage key/);
    await expect(stores.public.delete('/absolute.jpg')).rejects.toThrow(/Unsafe storage key/);
    expect(s3.requests.length).toBe(before);
  });
});

describe('the app with S3 configured', async () => {
  const s3 = await fakeS3([PUBLIC, PRIVATE]);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'calma-s3-app-'));
  afterAll(() => rm(dataDir, { recursive: true, force: true }));
  const { app, db } = await testApp({ dataDir, s3: loadConfig(s3.env(PUBLIC, PRIVATE)).s3 });

  it('uses the buckets, and /uploads/ only redirects to the public bucket', async () => {
    expect(app.files.public.url('media/x/a.jpg')).toBe(`${s3.url}/${PUBLIC}/media/x/a.jpg`);
    expect(app.files.private.url('verification/x/a.pdf')).toBeUndefined();

    const redirect = await app.inject({ method: 'GET', url: '/uploads/avatars/someone.svg' });
    expect(redirect.statusCode).toBe(302);
    expect(redirect.headers.location).toBe(`${s3.url}/${PUBLIC}/avatars/someone.svg`);
    // A way out of the folder is refused before any route reads it (request-target.ts).
    expect((await app.inject({ method: 'GET', url: '/uploads/..%2Fcalma-private/x.pdf' })).statusCode).toBe(400);
  });

  it('keeps a verification document in the private bucket and streams it only through the API', async () => {
    const { user, therapist } = await createDraftPractice(db);
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-in',
      payload: { email: user.email, password: TEST_PASSWORD },
    });
    const cookie = ([signIn.headers['set-cookie'] ?? []].flat() as string[]).map((l) => l.split(';')[0]).join('; ');
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
    const body = multipart({ name: 'Approbation.pdf', type: 'application/pdf', data: pdf });
    const uploaded = await app.inject({
      method: 'POST',
      url: '/api/v1/verification/documents?kind=qualification',
      payload: body.payload,
      headers: { cookie, ...sameSite, ...body.headers },
    });
    expect(uploaded.statusCode).toBe(200);
    const [document] = uploaded.json().documents as { id: string }[];

    expect(s3.keys(PRIVATE)).toEqual([`verification/${therapist.id}/${document?.id}.pdf`]);
    expect(s3.keys(PUBLIC).filter((key) => key.startsWith('verification/'))).toEqual([]);
    expect(await readdir(path.join(dataDir, 'tmp'))).toEqual([]);

    const download = await app.inject({
      method: 'GET',
      url: `/api/v1/verification/documents/${document?.id}`,
      headers: { cookie },
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-length']).toBe(String(pdf.length));
    expect(download.rawPayload.equals(pdf)).toBe(true);
    expect(s3.requests.at(-1)).toMatchObject({ method: 'GET', path: `/${PRIVATE}/${s3.keys(PRIVATE)[0]}` });
  });
});
