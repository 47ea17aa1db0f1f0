/**
 * Pictures for upload tests: real PNG and JPEG files drawn with the same libraries the platform
 * decodes with, and the broken, oversized and disguised files an attacker sends instead.
 */
import { crc32, deflateSync } from 'node:zlib';
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';

/** A few coloured pixels, so the picture's data is not one run a decoder could skip. */
function pixelsOf(width: number, height: number): Buffer {
  const data = Buffer.alloc(width * height * 4);
  for (let i = 0; i < width * height; i++)
    data.set([(i * 37) % 256, (i * 91) % 256, 120, 255], i * 4);
  return data;
}

export function pngOf(width = 4, height = 3): Buffer {
  const png = new PNG({ width, height });
  pixelsOf(width, height).copy(png.data);
  return PNG.sync.write(png);
}

export function jpegOf(width = 16, height = 8): Buffer {
  return jpeg.encode({ width, height, data: pixelsOf(width, height) }, 80).data;
}

/** One PNG chunk: length, type, data and the CRC over type and data. */
export function pngChunk(type: string, data: Buffer, crc?: number): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const tail = Buffer.alloc(4);
  tail.writeUInt32BE(crc ?? crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, tail]);
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * A well-formed PNG (right CRCs, a real zlib stream) that declares `width` × `height`: a few hundred
 * bytes that would take gigabytes to decode.
 */
export function pngDeclaring(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([
    PNG_SIGNATURE,
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc(64 * 1024))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The PNG with `chunk` put in before its IEND (the last 12 bytes). */
export function withChunkBeforeEnd(png: Buffer, chunk: Buffer): Buffer {
  return Buffer.concat([png.subarray(0, png.length - 12), chunk, png.subarray(png.length - 12)]);
}

/** The PNG with the CRC of its first IDAT chunk changed. */
export function withBadIdatCrc(png: Buffer): Buffer {
  const copy = Buffer.from(png);
  const at = copy.indexOf('IDAT', 8, 'latin1');
  const end = at + 4 + copy.readUInt32BE(at - 4);
  copy.writeUInt32BE((copy.readUInt32BE(end) ^ 0xffff) >>> 0, end);
  return copy;
}

/** The JPEG with the height and width in its frame header (SOF0) replaced. */
export function jpegDeclaring(source: Buffer, width: number, height: number): Buffer {
  const copy = Buffer.from(source);
  const at = copy.indexOf(Buffer.from([0xff, 0xc0]));
  copy.writeUInt16BE(height, at + 5);
  copy.writeUInt16BE(width, at + 7);
  return copy;
}

/** A 1×1 GIF: a picture the platform does not take, whatever name it travels under. */
export const GIF = Buffer.from(
  'R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7',
  'base64',
);

export const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>',
);

export const HTML = Buffer.from(
  '<!doctype html><html><body><script>alert(1)</script></body></html>',
);

/** The end record of an empty ZIP archive: enough for unzip tools to read a file as an archive. */
export const ZIP_END = Buffer.from([0x50, 0x4b, 0x05, 0x06, ...new Array<number>(18).fill(0)]);
