import { open } from 'node:fs/promises';

// Reads a video's length from its container header, without decoding anything: MP4's movie
// header box (moov/mvhd) and WebM's segment information (Segment/Info: TimestampScale, Duration).

/** Reads `length` bytes at `position`; fewer at the end of the file. */
export type ReadAt = (position: number, length: number) => Promise<Buffer>;

const MAX_BOXES = 10_000;

/** MP4 (ISO BMFF): walks the top-level boxes to moov, then moov's children to mvhd. */
export async function mp4Duration(read: ReadAt, fileSize: number): Promise<number | undefined> {
  const boxes = async function* (start: number, end: number) {
    let offset = start;
    for (let i = 0; i < MAX_BOXES && offset + 8 <= end; i++) {
      const header = await read(offset, 16);
      if (header.length < 8) return;
      let size = header.readUInt32BE(0);
      const type = header.toString('latin1', 4, 8);
      let headerSize = 8;
      if (size === 1) {
        if (header.length < 16) return;
        size = Number(header.readBigUInt64BE(8));
        headerSize = 16;
      } else if (size === 0) {
        size = end - offset;
      }
      if (size < headerSize) return;
      yield { type, contentStart: offset + headerSize, end: Math.min(offset + size, end) };
      offset += size;
    }
  };
  for await (const box of boxes(0, fileSize)) {
    if (box.type !== 'moov') continue;
    for await (const child of boxes(box.contentStart, box.end)) {
      if (child.type !== 'mvhd') continue;
      const body = await read(child.contentStart, 32);
      const version = body[0];
      // version 0: 4-byte creation and modification times, timescale, 4-byte duration;
      // version 1: 8-byte times and duration.
      const [timescale, duration] =
        version === 1 && body.length >= 32
          ? [body.readUInt32BE(20), Number(body.readBigUInt64BE(24))]
          : body.length >= 20
            ? [body.readUInt32BE(12), body.readUInt32BE(16)]
            : [0, 0];
      // An all-ones duration means "unknown" (fragmented files).
      if (timescale === 0 || duration === 0xffffffff) return undefined;
      return duration / timescale;
    }
    return undefined;
  }
  return undefined;
}

const EBML_HEADER = 0x1a45dfa3;
const SEGMENT = 0x18538067;
const INFO = 0x1549a966;
const CLUSTER = 0x1f43b675;
const TIMESTAMP_SCALE = 0x2ad7b1;
const DURATION = 0x4489;

/** An EBML variable-length integer at `offset`: its length and value (undefined when "unknown"). */
function vint(buffer: Buffer, offset: number, keepMarker: boolean): { length: number; value: number | undefined } {
  const first = buffer[offset];
  if (first === undefined || first === 0) return { length: 0, value: undefined };
  const length = Math.clz32(first) - 23;
  if (offset + length > buffer.length) return { length: 0, value: undefined };
  let value = keepMarker ? first : first & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let i = 1; i < length; i++) {
    const byte = buffer[offset + i] as number;
    value = value * 256 + byte;
    allOnes &&= byte === 0xff;
  }
  return { length, value: !keepMarker && allOnes ? undefined : value };
}

/** WebM (Matroska): EBML header, then the Segment's children up to Info or the first Cluster. */
export async function webmDuration(read: ReadAt, fileSize: number): Promise<number | undefined> {
  const element = async (offset: number) => {
    const head = await read(offset, 12);
    const id = vint(head, 0, true);
    if (id.length === 0) return undefined;
    const size = vint(head, id.length, false);
    if (size.length === 0) return undefined;
    return { id: id.value as number, dataStart: offset + id.length + size.length, size: size.value };
  };
  const header = await element(0);
  if (!header || header.id !== EBML_HEADER || header.size === undefined) return undefined;
  const segment = await element(header.dataStart + header.size);
  if (!segment || segment.id !== SEGMENT) return undefined;
  const segmentEnd = segment.size === undefined ? fileSize : Math.min(fileSize, segment.dataStart + segment.size);

  let offset = segment.dataStart;
  for (let i = 0; i < MAX_BOXES && offset < segmentEnd; i++) {
    const child = await element(offset);
    if (!child || child.size === undefined || child.id === CLUSTER) return undefined;
    if (child.id === INFO) {
      const info = await read(child.dataStart, Math.min(child.size, 4096));
      let scale = 1_000_000;
      let duration: number | undefined;
      let at = 0;
      while (at < info.length) {
        const id = vint(info, at, true);
        if (id.length === 0) break;
        const size = vint(info, at + id.length, false);
        if (size.length === 0 || size.value === undefined) break;
        const start = at + id.length + size.length;
        if (id.value === TIMESTAMP_SCALE) scale = info.readUIntBE(start, Math.min(size.value, 6));
        if (id.value === DURATION) {
          duration =
            size.value === 4 ? info.readFloatBE(start) : size.value === 8 ? info.readDoubleBE(start) : undefined;
        }
        at = start + size.value;
      }
      // Duration counts in TimestampScale units of nanoseconds.
      return duration === undefined ? undefined : (duration * scale) / 1e9;
    }
    offset = child.dataStart + child.size;
  }
  return undefined;
}

/** A video file's length in seconds, or undefined when its header does not say. */
export async function videoDuration(file: string, container: 'mp4' | 'webm'): Promise<number | undefined> {
  const handle = await open(file, 'r');
  try {
    const { size } = await handle.stat();
    const read: ReadAt = async (position, length) => {
      const buffer = Buffer.alloc(length);
      const { bytesRead } = await handle.read(buffer, 0, length, position);
      return buffer.subarray(0, bytesRead);
    };
    const seconds = container === 'mp4' ? await mp4Duration(read, size) : await webmDuration(read, size);
    return seconds !== undefined && Number.isFinite(seconds) && seconds > 0 ? seconds : undefined;
  } finally {
    await handle.close();
  }
}
