/**
 * What makes an uploaded file a picture: a complete PNG or JPEG, walked to its last byte and decoded
 * in full, of the type it claims, within dimensions the server can decode without running out of
 * memory. A file that only starts like a picture (a truncated one, one with a damaged chunk, one
 * with a page or an archive after its end marker: a polyglot) is not one.
 *
 * The walk checks the container (every PNG chunk's CRC, every JPEG segment's length, the end marker
 * as the very last bytes) and reads the dimensions before any pixel is decoded, so a small file that
 * declares a huge picture is refused before it costs memory. The decoders (pngjs, jpeg-js, in a
 * worker thread) then check what the walk does not: the compressed data itself.
 */
import { Worker } from 'node:worker_threads';
import { crc32 } from 'node:zlib';

export type PictureType = 'image/png' | 'image/jpeg';

export interface Picture {
  mime: PictureType;
  width: number;
  height: number;
}

/** How big a picture may be, in bytes of the file and in pixels once decoded. */
export interface PictureLimits {
  maxBytes: number;
  /** The longest side, in pixels. */
  maxSide: number;
  /** Width × height. */
  maxPixels: number;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** PNG: a chunk is at most 2³¹ − 1 bytes; its type is four ASCII letters. */
const PNG_CHUNK_MAX = 0x7fffffff;
const PNG_CHUNK_TYPE = /^[A-Za-z]{4}$/;
/** The critical chunks of PNG; any other critical one (upper-case first letter) is not PNG we read. */
const PNG_CRITICAL = new Set(['IHDR', 'PLTE', 'IDAT', 'IEND']);
/** Samples per pixel by PNG colour type. */
const PNG_CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };

interface Walked extends Picture {
  /** Bytes of pixel data once inflated or decoded, before the decoder's own copy. */
  rawBytes: number;
}

/** The PNG's header, when every chunk is whole with its right CRC and IEND is the last byte. */
function walkPng(bytes: Buffer): Walked | null {
  if (bytes.length < PNG_SIGNATURE.length || !bytes.subarray(0, 8).equals(PNG_SIGNATURE))
    return null;
  let at = PNG_SIGNATURE.length;
  let header: Walked | null = null;
  let idat: 'none' | 'open' | 'closed' = 'none';
  while (at + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(at);
    const type = bytes.toString('latin1', at + 4, at + 8);
    const end = at + 12 + length;
    if (length > PNG_CHUNK_MAX || !PNG_CHUNK_TYPE.test(type) || end > bytes.length) return null;
    const crc = crc32(bytes.subarray(at + 4, at + 8 + length));
    if (crc !== bytes.readUInt32BE(at + 8 + length)) return null;
    const data = bytes.subarray(at + 8, at + 8 + length);
    if (header === null) {
      // IHDR comes first and once.
      if (type !== 'IHDR' || length !== 13) return null;
      const width = data.readUInt32BE(0);
      const height = data.readUInt32BE(4);
      const depth = data[8] ?? 0;
      const channels = PNG_CHANNELS[data[9] ?? -1];
      if (channels === undefined) return null;
      const rowBytes = Math.ceil((width * channels * depth) / 8);
      header = { mime: 'image/png', width, height, rawBytes: rowBytes * height };
    } else if (type === 'IHDR') {
      return null;
    } else if (type === 'IDAT') {
      // The image data is one run of IDAT chunks.
      if (idat === 'closed') return null;
      idat = 'open';
    } else if (type === 'IEND') {
      // IEND is empty and the file's last chunk: nothing may follow it.
      return idat !== 'none' && length === 0 && end === bytes.length ? header : null;
    } else {
      if (idat === 'open') idat = 'closed';
      const critical = (type.charCodeAt(0) & 0x20) === 0;
      if (critical && !PNG_CRITICAL.has(type)) return null;
    }
    at = end;
  }
  return null;
}

/** JPEG markers that stand alone (no length): restart markers, found only inside a scan. */
const isRestart = (marker: number) => marker >= 0xd0 && marker <= 0xd7;
/** Frame headers jpeg-js decodes: baseline, extended and progressive Huffman-coded DCT. */
const JPEG_FRAMES = new Set([0xc0, 0xc1, 0xc2]);
/** Segments that may stand between frame and scans: tables, restart interval, lines, APPn, comment. */
const isJpegSegment = (marker: number) =>
  marker === 0xc4 ||
  marker === 0xdb ||
  marker === 0xdd ||
  marker === 0xdc ||
  marker === 0xfe ||
  (marker >= 0xe0 && marker <= 0xef);

/** The JPEG's frame, when every segment is whole, scans end in a marker and EOI is the last byte. */
function walkJpeg(bytes: Buffer): Walked | null {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  let at = 2;
  let frame: Walked | null = null;
  let scans = 0;
  while (at < bytes.length) {
    if (bytes[at] !== 0xff) return null;
    // Fill bytes (0xFF) may pad before a marker.
    while (bytes[at] === 0xff) at += 1;
    const marker = bytes[at];
    if (marker === undefined) return null;
    at += 1;
    if (marker === 0xd9)
      // EOI ends the file: a frame was read, its data scanned, and nothing follows.
      return frame !== null && scans > 0 && at === bytes.length ? frame : null;
    if (at + 2 > bytes.length) return null;
    const length = bytes.readUInt16BE(at);
    const end = at + length;
    if (length < 2 || end > bytes.length) return null;
    if (JPEG_FRAMES.has(marker)) {
      if (frame !== null || length < 8) return null;
      const height = bytes.readUInt16BE(at + 3);
      const width = bytes.readUInt16BE(at + 5);
      const components = bytes[at + 7] ?? 0;
      if (components < 1 || components > 4 || length !== 8 + 3 * components) return null;
      frame = { mime: 'image/jpeg', width, height, rawBytes: width * height * components };
      at = end;
    } else if (marker === 0xda) {
      if (frame === null) return null;
      scans += 1;
      // The entropy-coded data runs to the next marker that is not a stuffed 0xFF00, a restart or
      // a fill byte; a scan that reaches the end of the file is a truncated one.
      at = end;
      for (;;) {
        const next = bytes.indexOf(0xff, at);
        if (next === -1 || next + 1 >= bytes.length) return null;
        const after = bytes[next + 1] ?? 0;
        if (after === 0x00 || isRestart(after) || after === 0xff) at = next + 1;
        else {
          at = next;
          break;
        }
      }
    } else if (isJpegSegment(marker)) {
      at = end;
    } else {
      // Another SOI, a restart outside a scan, arithmetic coding, lossless or hierarchical frames,
      // reserved markers: not a JPEG the platform decodes.
      return null;
    }
  }
  return null;
}

/**
 * The type and size a stored or uploaded file shows when walked (no pixel is decoded): null when it
 * is not a complete PNG or JPEG. Cheap enough to run before serving a stored file.
 */
export function pictureStructureOf(bytes: Buffer): Picture | null {
  const walked = walkPng(bytes) ?? walkJpeg(bytes);
  return walked ? { mime: walked.mime, width: walked.width, height: walked.height } : null;
}

/** Bytes per pixel of the limits' budget: RGBA at 8 bits, the size the decoders hand back. */
const BUDGET_BYTES_PER_PIXEL = 4;
/**
 * jpeg-js keeps each component's DCT blocks as 32-bit numbers (4 bytes a pixel a component), a line
 * buffer (1) and the decoded pixels (4): about 21 bytes a pixel for a three-component photo as it
 * counts them, 28 leaves room for four (CMYK). Its memory ceiling is set from the pixel ceiling.
 */
const JPEG_BYTES_PER_PIXEL = 28;
/** A decode that takes longer than this is stopped and the file refused. */
const DECODE_TIMEOUT_MS = 30_000;
const DECODER = new URL('./picture-decoder.worker.mjs', import.meta.url);

/**
 * One decode at a time, each in a worker thread of its own: the server keeps answering while a
 * picture decodes, and however many uploads arrive together, decoding holds the memory of one.
 */
let decoding: Promise<unknown> = Promise.resolve();

function decodeInWorker(bytes: Buffer, walked: Walked, limits: PictureLimits): Promise<boolean> {
  const run = () =>
    new Promise<boolean>((resolve) => {
      const worker = new Worker(DECODER, {
        workerData: {
          bytes,
          mime: walked.mime,
          maxPixels: limits.maxPixels,
          maxMemoryUsageInMB: Math.ceil((limits.maxPixels * JPEG_BYTES_PER_PIXEL) / 1024 / 1024),
        },
      });
      const done = (decoded: boolean) => {
        clearTimeout(timer);
        resolve(decoded);
        void worker.terminate();
      };
      const timer = setTimeout(() => done(false), DECODE_TIMEOUT_MS);
      worker.once('message', (size: { width: number; height: number } | null) =>
        done(size?.width === walked.width && size.height === walked.height),
      );
      worker.once('error', () => done(false));
      worker.once('exit', () => done(false));
    });
  const result = decoding.then(run, run);
  decoding = result;
  return result;
}

/**
 * The picture an upload is, or null: a complete PNG or JPEG of the declared type (when one is
 * declared), of at least 1 × 1 and at most the limits' pixels, that decodes to its last pixel.
 */
export async function decodedPictureOf(
  bytes: Buffer,
  limits: PictureLimits,
  declared?: PictureType,
): Promise<Picture | null> {
  if (bytes.length === 0 || bytes.length > limits.maxBytes) return null;
  const walked = walkPng(bytes) ?? walkJpeg(bytes);
  if (walked === null) return null;
  if (declared !== undefined && walked.mime !== declared) return null;
  const { width, height } = walked;
  if (width < 1 || height < 1 || width > limits.maxSide || height > limits.maxSide) return null;
  if (width * height > limits.maxPixels) return null;
  // 16-bit or many-channel pictures inflate to more than their pixel count suggests.
  if (walked.rawBytes > limits.maxPixels * BUDGET_BYTES_PER_PIXEL) return null;
  if (!(await decodeInWorker(bytes, walked, limits))) return null;
  return { mime: walked.mime, width, height };
}
