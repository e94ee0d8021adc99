import { Readable } from 'node:stream';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { zipStream } from './zip.ts';

async function collect(stream: Readable): Promise<Uint8Array> {
  const parts: Buffer[] = [];
  for await (const part of stream) parts.push(part as Buffer);
  return new Uint8Array(Buffer.concat(parts));
}

const text = (bytes: Uint8Array | undefined) => new TextDecoder().decode(bytes);

describe('zipStream', () => {
  it('writes bytes and streamed files that unzip to what went in', async () => {
    const big = new Uint8Array(300_000).map((_, i) => (i * 7) % 256);
    const archive = await collect(
      zipStream([
        { name: 'account.json', data: new TextEncoder().encode('{"name":"Jonas Weiß"}') },
        {
          name: 'files/video.mp4',
          open: async () => Readable.from([Buffer.from(big.subarray(0, 100_000)), Buffer.from(big.subarray(100_000))]),
        },
        { name: 'files/empty.vtt', open: async () => Readable.from([]) },
      ]),
    );
    const files = unzipSync(archive);
    expect(Object.keys(files)).toEqual(['account.json', 'files/video.mp4', 'files/empty.vtt']);
    expect(JSON.parse(text(files['account.json']))).toEqual({ name: 'Jonas Weiß' });
    expect(files['files/video.mp4']).toEqual(big);
    expect(files['files/empty.vtt']).toHaveLength(0);
  });

  it('leaves out a file that cannot be opened and names it', async () => {
    const archive = await collect(
      zipStream([
        {
          name: 'files/gone.jpg',
          open: async () => {
            throw new Error('ENOENT');
          },
        },
        { name: 'files/here.jpg', open: async () => Readable.from([Buffer.from('jpeg')]) },
      ]),
    );
    const files = unzipSync(archive);
    expect(text(files['files/here.jpg'])).toBe('jpeg');
    expect(files['files/gone.jpg']).toBeUndefined();
    expect(JSON.parse(text(files['missing.json']))).toEqual({ missing: ['files/gone.jpg'] });
  });
});
