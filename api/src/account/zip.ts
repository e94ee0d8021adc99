import { Readable } from 'node:stream';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';

/** A file in an archive: bytes at hand (compressed), or a stream opened when its turn comes (stored as is). */
export type ZipEntry =
  | { name: string; data: Uint8Array }
  | { name: string; open: () => Promise<AsyncIterable<Uint8Array>> };

/**
 * A zip archive produced as it is read, so memory holds about one chunk at a time whatever the
 * files weigh (an intro video alone may be 100 MB). Opened files are photos, video and PDFs that
 * are compressed already, so they are stored; JSON is deflated. A file that cannot be opened
 * (gone from storage) is left out and named in `missing.json` at the end, so one lost file does
 * not cost the person the rest of their data.
 */
export function zipStream(entries: readonly ZipEntry[], mtime = new Date()): Readable {
  return Readable.from(chunks(entries, mtime), { objectMode: false });
}

async function* chunks(entries: readonly ZipEntry[], mtime: Date): AsyncGenerator<Uint8Array> {
  const ready: Uint8Array[] = [];
  let failure: Error | null = null;
  const zip = new Zip((error, chunk) => {
    if (error) failure = error;
    else ready.push(chunk);
  });
  function* take(): Generator<Uint8Array> {
    if (failure) throw failure;
    while (ready.length > 0) yield ready.shift() as Uint8Array;
  }
  const deflated = (name: string, data: Uint8Array) => {
    const file = new ZipDeflate(name, { level: 6 });
    file.mtime = mtime;
    zip.add(file);
    file.push(data, true);
  };
  const missing: string[] = [];
  for (const entry of entries) {
    if ('data' in entry) {
      deflated(entry.name, entry.data);
    } else {
      let source: AsyncIterable<Uint8Array>;
      try {
        source = await entry.open();
      } catch {
        missing.push(entry.name);
        continue;
      }
      const file = new ZipPassThrough(entry.name);
      file.mtime = mtime;
      zip.add(file);
      for await (const chunk of source) {
        file.push(chunk);
        yield* take();
      }
      file.push(new Uint8Array(0), true);
    }
    yield* take();
  }
  if (missing.length > 0)
    deflated('missing.json', new TextEncoder().encode(`${JSON.stringify({ missing }, null, 2)}\n`));
  zip.end();
  yield* take();
}
