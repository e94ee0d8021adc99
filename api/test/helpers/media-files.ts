// Small, valid media files made in memory, for upload tests: the container headers a video's
// length is read from, and a multipart body as a browser sends it.

const box = (type: string, ...content: Buffer[]) => {
  const body = Buffer.concat(content);
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + body.length, 0);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, body]);
};

/** An MP4 with a movie header of the given length; `version1` uses 64-bit times and duration. */
export function mp4(seconds: number, { version1 = false, moovLast = false } = {}): Buffer {
  const timescale = 1000;
  const mvhd = Buffer.alloc(version1 ? 108 : 96);
  if (version1) {
    mvhd.writeUInt8(1, 0);
    mvhd.writeUInt32BE(timescale, 20);
    mvhd.writeBigUInt64BE(BigInt(Math.round(seconds * timescale)), 24);
  } else {
    mvhd.writeUInt32BE(timescale, 12);
    mvhd.writeUInt32BE(Math.round(seconds * timescale), 16);
  }
  const ftyp = box('ftyp', Buffer.from('isom'), Buffer.from([0, 0, 2, 0]), Buffer.from('isomiso2avc1mp41'));
  const moov = box('moov', box('mvhd', mvhd));
  const mdat = box('mdat', Buffer.alloc(2048, 7));
  return Buffer.concat(moovLast ? [ftyp, mdat, moov] : [ftyp, moov, mdat]);
}

const element = (id: number[], content: Buffer) => {
  // Sizes up to 2^56 - 2 in eight bytes, the way many muxers write them.
  const size = Buffer.alloc(8);
  size.writeBigUInt64BE(BigInt(content.length) | (1n << 56n));
  return Buffer.concat([Buffer.from(id), size, content]);
};

/** A WebM with segment information; without `seconds` it has no Duration (as live recordings). */
export function webm(seconds?: number): Buffer {
  const header = element(
    [0x1a, 0x45, 0xdf, 0xa3],
    Buffer.concat([element([0x42, 0x86], Buffer.from([1])), element([0x42, 0x82], Buffer.from('webm'))]),
  );
  const duration = Buffer.alloc(8);
  duration.writeDoubleBE((seconds ?? 0) * 1000);
  const info = element(
    [0x15, 0x49, 0xa9, 0x66],
    Buffer.concat([
      element([0x2a, 0xd7, 0xb1], Buffer.from([0x0f, 0x42, 0x40])),
      ...(seconds === undefined ? [] : [element([0x44, 0x89], duration)]),
    ]),
  );
  const cluster = element([0x1f, 0x43, 0xb6, 0x75], Buffer.alloc(1024, 3));
  // The segment's size is "unknown", as a streaming muxer writes it.
  const segment = Buffer.concat([
    Buffer.from([0x18, 0x53, 0x80, 0x67, 0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]),
    element([0x11, 0x4d, 0x9b, 0x74], Buffer.alloc(16)),
    info,
    cluster,
  ]);
  return Buffer.concat([header, segment]);
}

/** A multipart/form-data body: the fields first, then the file in the field `file`. */
export function multipart(
  file: { name: string; type: string; data: Buffer },
  fields: Record<string, string> = {},
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----calma${Math.random().toString(16).slice(2)}`;
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const payload = Buffer.concat([
    Buffer.from(parts.join('')),
    Buffer.from(
      `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="${file.name}"\r\ncontent-type: ${file.type}\r\n\r\n`,
    ),
    file.data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
