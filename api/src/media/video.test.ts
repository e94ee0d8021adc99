import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { mp4, webm } from '../../test/helpers/media-files.ts';
import { mp4Duration, type ReadAt, videoDuration, webmDuration } from './video.ts';

const reader =
  (buffer: Buffer): ReadAt =>
  async (position, length) =>
    buffer.subarray(position, position + length);

describe('reading a video’s length from its header', () => {
  it('reads MP4 movie headers of both versions, wherever moov is', async () => {
    for (const file of [mp4(42.5), mp4(42.5, { version1: true }), mp4(42.5, { moovLast: true })]) {
      expect(await mp4Duration(reader(file), file.length)).toBeCloseTo(42.5, 3);
    }
  });

  it('reads WebM segment information, and says nothing when Duration is absent', async () => {
    const file = webm(95.25);
    expect(await webmDuration(reader(file), file.length)).toBeCloseTo(95.25, 3);
    const live = webm();
    expect(await webmDuration(reader(live), live.length)).toBeUndefined();
  });

  it('answers undefined for anything else instead of failing', async () => {
    const junk = Buffer.from('this is not a video at all, only text');
    expect(await mp4Duration(reader(junk), junk.length)).toBeUndefined();
    expect(await webmDuration(reader(junk), junk.length)).toBeUndefined();
    const truncated = mp4(10).subarray(0, 40);
    expect(await mp4Duration(reader(truncated), truncated.length)).toBeUndefined();
  });

  const dir = mkdtemp(path.join(tmpdir(), 'calma-video-'));
  afterAll(async () => rm(await dir, { recursive: true, force: true }));

  it('reads files from disk', async () => {
    const file = path.join(await dir, 'intro.mp4');
    await writeFile(file, mp4(61));
    expect(await videoDuration(file, 'mp4')).toBeCloseTo(61, 3);
    await writeFile(file, webm());
    expect(await videoDuration(file, 'webm')).toBeUndefined();
  });
});
