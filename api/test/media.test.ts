import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import type { Database } from '../src/db/database.ts';
import { testApp } from './helpers/app.ts';
import { createTherapist, createUser } from './helpers/factories.ts';
import { fakeS3 } from './helpers/fake-s3.ts';
import { mp4, multipart, webm } from './helpers/media-files.ts';
import { SAME_SITE, signIn } from './helpers/sessions.ts';

const MB = 1024 * 1024;

async function therapistAccount(app: FastifyInstance, db: Database) {
  const user = await createUser(db, { role: 'therapist' });
  const therapist = await createTherapist(db, { place: 'berlin/kreuzberg' });
  await db.updateTable('therapist').set({ userId: user.id }).where('id', '=', therapist.id).execute();
  const cookie = await signIn(app, user.email);
  const upload = (url: string, file: { name: string; type: string; data: Buffer }, fields?: Record<string, string>) => {
    const body = multipart(file, fields);
    return app.inject({
      method: 'POST',
      url,
      payload: body.payload,
      headers: { cookie, ...SAME_SITE, ...body.headers },
    });
  };
  const call = (method: 'GET' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    app.inject({ method, url, headers: { cookie, ...SAME_SITE }, ...(payload ? { payload } : {}) });
  return { therapist, cookie, upload, call };
}

/** A camera-like photo: EXIF with a camera owner and GPS position, sideways by its orientation tag. */
const cameraPhoto = (width: number, height: number, format: 'jpeg' | 'png' = 'jpeg', orientation = 6) =>
  sharp({ create: { width, height, channels: 3, background: { r: 120, g: 160, b: 140 } } })
    .withMetadata({ orientation })
    .withExifMerge({
      IFD0: { Artist: 'Jane Camera-Owner', Copyright: 'Private' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '52/1 30/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '13/1 24/1 0/1' },
    })
    [format]()
    .toBuffer();

type Picture = {
  src: string;
  srcset: string;
  sources: { type: string; srcset: string }[];
  width: number;
  height: number;
  alt: string;
};

/** Every stored file of a picture, as [url, width] pairs from its srcsets. */
const files = (picture: Picture) =>
  [picture.srcset, ...picture.sources.map((s) => s.srcset)].flatMap((srcset) =>
    srcset.split(', ').map((entry) => {
      const [url = '', width = ''] = entry.split(' ');
      return [url, Number.parseInt(width, 10)] as const;
    }),
  );

// The same behaviour whichever store holds the files: local disk, or S3 (a fake S3 server here).
describe.each([{ store: 'local disk' }, { store: 'S3' }])('profile photos and videos on $store', async ({ store }) => {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'calma-media-'));
  afterAll(() => rm(dataDir, { recursive: true, force: true }));
  const s3 = store === 'S3' ? await fakeS3(['calma-public', 'calma-private']) : undefined;
  const { app, db } = await testApp({
    dataDir,
    ...(s3 ? { s3: loadConfig(s3.env('calma-public', 'calma-private')).s3 } : {}),
  });
  const publicBase = s3 ? `${s3.url}/calma-public/` : '/uploads/';
  /** The stored bytes behind a public URL; undefined once the file is gone. */
  const storedBytes = async (url: string): Promise<Buffer | undefined> => {
    expect(url.startsWith(publicBase)).toBe(true);
    const key = url.slice(publicBase.length);
    return s3
      ? s3.object('calma-public', key)?.body
      : readFile(path.join(dataDir, 'uploads', key)).catch(() => undefined);
  };
  const storedKeys = () => (s3 ? s3.keys('calma-public') : readdir(path.join(dataDir, 'uploads'), { recursive: true }));
  /** What anyone gets at a public URL: from the app for local files, from the bucket with S3. */
  const fetchPublic = async (url: string) => {
    if (s3) {
      const response = await fetch(url);
      return { status: response.status, type: response.headers.get('content-type') };
    }
    const response = await app.inject({ method: 'GET', url });
    return { status: response.statusCode, type: response.headers['content-type'] };
  };

  it('stores a profile photo without metadata, upright, square, as AVIF, WebP and JPEG at several widths', async () => {
    const { therapist, upload } = await therapistAccount(app, db);
    const original = await cameraPhoto(1600, 1200);
    expect((await sharp(original).metadata()).exif).toBeDefined();

    const response = await upload('/api/v1/profile/photo', { name: 'holiday.jpg', type: 'image/jpeg', data: original });
    expect(response.statusCode).toBe(200);
    const photo = response.json().photo as Picture;
    expect(photo.sources.map((s) => s.type)).toEqual(['image/avif', 'image/webp']);
    expect([photo.width, photo.height]).toEqual([640, 640]);
    expect((await sharp(original).metadata()).orientation).toBe(6);

    const stored = files(photo);
    expect(stored.map(([, width]) => width).sort((a, b) => a - b)).toEqual([
      176, 176, 176, 320, 320, 320, 640, 640, 640,
    ]);
    for (const [url, width] of stored) {
      expect(url.startsWith(`${publicBase}media/`)).toBe(true);
      const meta = await sharp(await storedBytes(url)).metadata();
      expect(meta.format).toBe(url.endsWith('.avif') ? 'heif' : url.endsWith('.webp') ? 'webp' : 'jpeg');
      if (url.endsWith('.avif')) expect(meta.compression).toBe('av1');
      expect([meta.width, meta.height]).toEqual([width, width]);
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
    }
    // Served to anyone at its URL, with the type of its content.
    expect(await fetchPublic(photo.src)).toEqual({ status: 200, type: 'image/jpeg' });

    // Search results and cards use the small JPEG.
    const row = await db
      .selectFrom('therapist')
      .select('photoPath')
      .where('id', '=', therapist.id)
      .executeTakeFirstOrThrow();
    expect(row.photoPath).toMatch(/^media\/.+-176\.jpg$/);
    // The public profile addresses every file through the store, wherever it lives.
    const profile = (await app.inject({ method: 'GET', url: `/api/v1/therapists/${therapist.slug}` })).json();
    expect(profile.photo).toBe(`${publicBase}${row.photoPath}`);
    expect(profile.picture.src).toBe(photo.src);
  });

  it('turns a sideways camera photo upright (EXIF orientation applied, then dropped)', async () => {
    const { upload } = await therapistAccount(app, db);
    // 1600×1000 stored, orientation 6 (rotate 90°): upright it is 1000×1600, stored at 320 and 640 wide.
    const response = await upload('/api/v1/profile/practice-photos', {
      name: 'room.jpg',
      type: 'image/jpeg',
      data: await cameraPhoto(1600, 1000),
    });
    expect(response.statusCode).toBe(200);
    const [photo] = response.json().practicePhotos as Picture[];
    expect(photo && photo.height > photo.width).toBe(true);
    expect([photo?.width, photo?.height]).toEqual([640, 1024]);
  });

  it('keeps practice photos in order with descriptions, never upscaled, and removes their files', async () => {
    const { upload, call } = await therapistAccount(app, db);
    const png = await cameraPhoto(1000, 700, 'png');
    const first = await upload(
      '/api/v1/profile/practice-photos',
      { name: 'a.png', type: 'image/png', data: png },
      {
        alt: 'Bright room with two armchairs',
      },
    );
    expect(first.statusCode).toBe(200);
    const second = await upload('/api/v1/profile/practice-photos', { name: 'b.png', type: 'image/png', data: png });
    const [a, b] = second.json().practicePhotos as (Picture & { id: string })[];
    if (!a || !b) throw new Error('two photos expected');
    expect(a.alt).toBe('Bright room with two armchairs');
    // 700 px wide once upright: 320 and 640, never a blown-up 1280.
    expect([...new Set(files(a).map(([, w]) => w))].sort((x, y) => x - y)).toEqual([320, 640]);
    expect([a.width, a.height]).toEqual([640, 914]);

    const reordered = await call('PUT', '/api/v1/profile/practice-photos/order', { ids: [b.id, a.id] });
    expect(reordered.json().practicePhotos.map((p: { id: string }) => p.id)).toEqual([b.id, a.id]);
    const described = await call('PATCH', `/api/v1/profile/practice-photos/${b.id}`, { alt: 'The waiting room' });
    expect(described.json().practicePhotos[0].alt).toBe('The waiting room');

    const removed = await call('DELETE', `/api/v1/profile/practice-photos/${a.id}`);
    expect(removed.json().practicePhotos.map((p: { id: string }) => p.id)).toEqual([b.id]);
    for (const [url] of files(a)) expect(await storedBytes(url)).toBeUndefined();
  });

  it('judges a file by its content: a text file named photo.jpg is refused and nothing is kept', async () => {
    const { upload } = await therapistAccount(app, db);
    const before = await storedKeys();
    const response = await upload('/api/v1/profile/photo', {
      name: 'photo.jpg',
      type: 'image/jpeg',
      data: Buffer.from('Definitely a JPEG, trust me.\n'.repeat(20)),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'FILE_TYPE_NOT_ALLOWED',
      details: { allowed: ['JPEG', 'PNG', 'WebP', 'AVIF'] },
    });
    // An SVG (which can carry script) is not an accepted image either.
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400"><script>alert(1)</script></svg>',
    );
    expect((await upload('/api/v1/profile/photo', { name: 'me.png', type: 'image/png', data: svg })).json().code).toBe(
      'FILE_TYPE_NOT_ALLOWED',
    );
    expect(await storedKeys()).toEqual(before);
    expect(await readdir(path.join(dataDir, 'tmp'))).toEqual([]);
  });

  it('refuses files over the size limit with 413, and images too small to show well', async () => {
    const { upload } = await therapistAccount(app, db);
    const big = Buffer.concat([await cameraPhoto(1600, 1200), Buffer.alloc(10 * MB)]);
    const tooLarge = await upload('/api/v1/profile/photo', { name: 'big.jpg', type: 'image/jpeg', data: big });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toMatchObject({ code: 'FILE_TOO_LARGE', details: { maxBytes: 10 * MB } });

    const tiny = await sharp({ create: { width: 120, height: 120, channels: 3, background: '#888' } })
      .png()
      .toBuffer();
    const tooSmall = await upload('/api/v1/profile/photo', { name: 'tiny.png', type: 'image/png', data: tiny });
    expect(tooSmall.statusCode).toBe(400);
    expect(tooSmall.json()).toMatchObject({ code: 'IMAGE_TOO_SMALL', details: { minWidth: 200 } });

    const empty = await app.inject({
      method: 'POST',
      url: '/api/v1/profile/photo',
      headers: { cookie: (await therapistAccount(app, db)).cookie, ...SAME_SITE, 'content-type': 'application/json' },
      payload: {},
    });
    expect(empty.json().code).toBe('FILE_REQUIRED');
    expect(await readdir(path.join(dataDir, 'tmp'))).toEqual([]);
  });

  it('takes an intro video within the length limit, with a poster and captions, and shows it on the profile', async () => {
    const { therapist, upload, call } = await therapistAccount(app, db);
    const posterFirst = await upload('/api/v1/profile/video/poster', {
      name: 'poster.png',
      type: 'image/png',
      data: await cameraPhoto(1280, 720, 'png', 1),
    });
    expect(posterFirst.statusCode).toBe(409);
    expect(posterFirst.json().code).toBe('VIDEO_REQUIRED');

    const tooLong = await upload('/api/v1/profile/video', { name: 'long.mp4', type: 'video/mp4', data: mp4(600) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({ code: 'VIDEO_TOO_LONG', details: { maxSeconds: 180, seconds: 600 } });
    const unknown = await upload('/api/v1/profile/video', { name: 'live.webm', type: 'video/webm', data: webm() });
    expect(unknown.json().code).toBe('VIDEO_DURATION_UNKNOWN');
    const notVideo = await upload('/api/v1/profile/video', {
      name: 'intro.mp4',
      type: 'video/mp4',
      data: await cameraPhoto(800, 600),
    });
    expect(notVideo.json()).toMatchObject({ code: 'FILE_TYPE_NOT_ALLOWED', details: { allowed: ['MP4', 'WebM'] } });

    const video = await upload('/api/v1/profile/video', { name: 'intro.webm', type: 'video/webm', data: webm(95) });
    expect(video.statusCode).toBe(200);
    expect(video.json().video).toMatchObject({ type: 'video/webm', durationSeconds: 95, poster: null, captions: null });
    const mp4Video = await upload('/api/v1/profile/video', { name: 'intro.mp4', type: 'video/mp4', data: mp4(90) });
    expect(mp4Video.json().video).toMatchObject({ type: 'video/mp4', durationSeconds: 90 });
    // The replaced recording is gone.
    expect(await storedBytes(video.json().video.src)).toBeUndefined();

    const poster = await upload('/api/v1/profile/video/poster', {
      name: 'poster.png',
      type: 'image/png',
      data: await cameraPhoto(1280, 720, 'png', 1),
    });
    expect(poster.statusCode).toBe(200);
    expect([poster.json().video.poster.width, poster.json().video.poster.height]).toEqual([1280, 720]);

    const badCaptions = await upload(
      '/api/v1/profile/video/captions',
      { name: 'captions.vtt', type: 'text/vtt', data: Buffer.from('1\n00:00:00,000 --> 00:00:02,000\nHello\n') },
      { language: 'de' },
    );
    expect(badCaptions.json().code).toBe('CAPTIONS_INVALID');
    const captions = await upload(
      '/api/v1/profile/video/captions',
      { name: 'captions.vtt', type: 'text/vtt', data: Buffer.from('WEBVTT\n\n00:00.000 --> 00:02.000\nHallo!\n') },
      { language: 'de' },
    );
    expect(captions.statusCode).toBe(200);
    expect(captions.json().video.captions).toMatchObject({ language: 'de' });

    const profile = (await app.inject({ method: 'GET', url: `/api/v1/therapists/${therapist.slug}` })).json();
    expect(profile.video).toMatchObject({
      type: 'video/mp4',
      durationSeconds: 90,
      captions: { language: 'de' },
      poster: { width: 1280, height: 720 },
    });
    expect(profile.practicePhotos).toEqual([]);
    for (const url of [profile.video.src, profile.video.captions.src, profile.video.poster.src]) {
      expect(await storedBytes(url)).toBeDefined();
    }

    const removed = await call('DELETE', '/api/v1/profile/video');
    expect(removed.json().video).toBeNull();
    for (const [url] of files(poster.json().video.poster)) expect(await storedBytes(url)).toBeUndefined();
    expect((await call('DELETE', '/api/v1/profile/video')).statusCode).toBe(404);
  });

  it("keeps each therapist's media their own", async () => {
    const owner = await therapistAccount(app, db);
    const other = await therapistAccount(app, db);
    const png = await cameraPhoto(800, 600, 'png');
    const { practicePhotos } = (
      await owner.upload('/api/v1/profile/practice-photos', { name: 'a.png', type: 'image/png', data: png })
    ).json();
    const id = practicePhotos[0].id;
    expect((await other.call('DELETE', `/api/v1/profile/practice-photos/${id}`)).statusCode).toBe(404);
    expect((await other.call('PATCH', `/api/v1/profile/practice-photos/${id}`, { alt: 'Mine now' })).statusCode).toBe(
      404,
    );
    expect((await other.call('PUT', '/api/v1/profile/practice-photos/order', { ids: [id] })).statusCode).toBe(400);
    expect((await other.call('GET', '/api/v1/profile/media')).json().practicePhotos).toEqual([]);
    expect((await owner.call('GET', '/api/v1/profile/media')).json().practicePhotos[0].alt).toBe('');

    const visitor = multipart({ name: 'a.png', type: 'image/png', data: png });
    const anonymous = await app.inject({
      method: 'POST',
      url: '/api/v1/profile/photo',
      payload: visitor.payload,
      headers: { ...SAME_SITE, ...visitor.headers },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
