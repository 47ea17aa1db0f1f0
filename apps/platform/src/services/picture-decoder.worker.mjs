// Decodes one uploaded picture off the server's main thread (a 12 MP photo takes seconds of pure
// JavaScript) and answers its decoded size, or null when the decoder refuses it. Plain JavaScript so
// that it starts the same under tsx, Vitest and node without a loader.
import { parentPort, workerData } from 'node:worker_threads';
import jpeg from 'jpeg-js';
import pngjs from 'pngjs';

/** @type {{ bytes: Uint8Array; mime: 'image/png' | 'image/jpeg'; maxPixels: number; maxMemoryUsageInMB: number }} */
const { bytes, mime, maxPixels, maxMemoryUsageInMB } = workerData;

function decode() {
  try {
    const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    if (mime === 'image/png') {
      const png = pngjs.PNG.sync.read(buffer, { checkCRC: true });
      if (png.data.length !== png.width * png.height * 4) return null;
      return { width: png.width, height: png.height };
    }
    const image = jpeg.decode(buffer, {
      tolerantDecoding: false,
      formatAsRGBA: true,
      // The caller has checked the pixels against maxPixels already; the margin keeps jpeg-js's own
      // check (in floating megapixels) from refusing a picture of exactly maxPixels.
      maxResolutionInMP: (maxPixels + 1) / 1_000_000,
      maxMemoryUsageInMB,
    });
    return { width: image.width, height: image.height };
  } catch {
    // Any decoder error (a bad zlib stream, bad Huffman data, a memory ceiling): not a picture.
    return null;
  }
}

parentPort?.postMessage(decode());
