import { deflateSync } from 'node:zlib';
import jpeg from 'jpeg-js';
import { describe, expect, it } from 'vitest';
import { jpegOf, pngChunk, pngOf, withChunkBeforeEnd } from '../testing/images';
import { AVATAR_LIMITS } from './avatars';
import { decodedPictureOf, pictureStructureOf } from './pictures';
import { PAYMENT_IMAGE_LIMITS } from './uploads';

const PNG = pngOf();
const JPEG = jpegOf();

/** The PNG's chunks after the signature, as [type, data]. */
function chunksOf(png: Buffer): [string, Buffer][] {
  const chunks: [string, Buffer][] = [];
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at);
    chunks.push([png.toString('latin1', at + 4, at + 8), png.subarray(at + 8, at + 8 + length)]);
    at += 12 + length;
  }
  return chunks;
}
const pngFrom = (chunks: [string, Buffer][]) =>
  Buffer.concat([PNG.subarray(0, 8), ...chunks.map(([type, data]) => pngChunk(type, data))]);

/** A smooth picture compresses as a photo does (noise would not fit 5 MB at 12 MP). */
function smoothJpeg(width: number, height: number): Buffer {
  const data = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) data.set([x % 256, y % 256, 120, 255], (y * width + x) * 4);
  return jpeg.encode({ width, height, data }, 85).data;
}

describe('uploaded pictures', () => {
  it('takes complete PNGs and JPEGs, with their text chunks, comments and split data', async () => {
    expect(await decodedPictureOf(PNG, PAYMENT_IMAGE_LIMITS, 'image/png')).toEqual({
      mime: 'image/png',
      width: 4,
      height: 3,
    });
    expect(await decodedPictureOf(JPEG, PAYMENT_IMAGE_LIMITS)).toEqual({
      mime: 'image/jpeg',
      width: 16,
      height: 8,
    });
    const withText = withChunkBeforeEnd(PNG, pngChunk('tEXt', Buffer.from('Comment\0slip')));
    expect(await decodedPictureOf(withText, PAYMENT_IMAGE_LIMITS)).not.toBeNull();
    const chunks = chunksOf(PNG);
    const split = chunks.flatMap(([type, data]): [string, Buffer][] =>
      type === 'IDAT'
        ? [
            ['IDAT', data.subarray(0, 5)],
            ['IDAT', data.subarray(5)],
          ]
        : [[type, data]],
    );
    expect(await decodedPictureOf(pngFrom(split), PAYMENT_IMAGE_LIMITS)).not.toBeNull();
    const pixels = Buffer.alloc(8 * 8 * 4, 200);
    const commented = jpeg.encode({ width: 8, height: 8, data: pixels, comments: ['slip'] }, 80);
    expect(await decodedPictureOf(commented.data, PAYMENT_IMAGE_LIMITS)).not.toBeNull();
  });

  it('refuses a PNG whose chunks are whole but whose compressed data is not', async () => {
    const broken = chunksOf(PNG).map(([type, data]): [string, Buffer] =>
      type === 'IDAT'
        ? [type, Buffer.from([0x78, 0x9c, 0xff, 0xff, 0xff, 0x00, 0x13])]
        : [type, data],
    );
    expect(pictureStructureOf(pngFrom(broken))).not.toBeNull();
    expect(await decodedPictureOf(pngFrom(broken), PAYMENT_IMAGE_LIMITS)).toBeNull();
    // Data for fewer rows than the header declares.
    const short = chunksOf(PNG).map(([type, data]): [string, Buffer] =>
      type === 'IDAT' ? [type, deflateSync(Buffer.alloc(3))] : [type, data],
    );
    expect(await decodedPictureOf(pngFrom(short), PAYMENT_IMAGE_LIMITS)).toBeNull();
  });

  it('refuses PNG chunks out of order and critical chunks it does not know', async () => {
    const chunks = chunksOf(PNG);
    const [header, ...rest] = chunks;
    if (!header) throw new Error('no IHDR');
    const idat = rest.find(([type]) => type === 'IDAT');
    if (!idat) throw new Error('no IDAT');
    const text: [string, Buffer] = ['tEXt', Buffer.from('a\0b')];
    const cases: [string, Buffer][][] = [
      [...rest, header].filter(([type]) => type !== 'IEND').concat([['IEND', Buffer.alloc(0)]]),
      [header, header, ...rest],
      [header, idat, text, idat, ['IEND', Buffer.alloc(0)]],
      [header, ['ABCD', Buffer.from('x')], ...rest],
      [header, ['IEND', Buffer.alloc(0)]],
      [header, idat, ['IEND', Buffer.from('x')]],
    ];
    for (const chunkList of cases)
      expect(await decodedPictureOf(pngFrom(chunkList), PAYMENT_IMAGE_LIMITS)).toBeNull();
  });

  it('refuses a JPEG with anything after its EOI, or a scan that runs to the end', async () => {
    for (const tail of [Buffer.alloc(1), Buffer.from([0xff, 0xd9]), Buffer.from('PK\x05\x06')])
      expect(await decodedPictureOf(Buffer.concat([JPEG, tail]), PAYMENT_IMAGE_LIMITS)).toBeNull();
    const scan = JPEG.indexOf(Buffer.from([0xff, 0xda]));
    expect(await decodedPictureOf(JPEG.subarray(0, scan + 40), PAYMENT_IMAGE_LIMITS)).toBeNull();
    // A second start of image inside the file.
    const twice = Buffer.concat([JPEG.subarray(0, 2), JPEG]);
    expect(await decodedPictureOf(twice, PAYMENT_IMAGE_LIMITS)).toBeNull();
  });

  it('refuses a JPEG whose scan data the decoder cannot read', async () => {
    const scan = JPEG.indexOf(Buffer.from([0xff, 0xda]));
    const start = scan + 2 + JPEG.readUInt16BE(scan + 2);
    const garbled = Buffer.from(JPEG);
    // Stuffed 0xFF bytes: nothing but 1-bits, a code no Huffman table of the encoder's holds.
    garbled.fill(Buffer.from([0xff, 0x00]), start, JPEG.length - 2);
    expect(pictureStructureOf(garbled)).not.toBeNull();
    expect(await decodedPictureOf(garbled, PAYMENT_IMAGE_LIMITS)).toBeNull();
  });

  it('holds each kind of upload to its bytes, sides and pixels', async () => {
    const limits = { maxBytes: PNG.length, maxSide: 4, maxPixels: 12 };
    expect(await decodedPictureOf(PNG, limits)).not.toBeNull();
    expect(await decodedPictureOf(PNG, { ...limits, maxBytes: PNG.length - 1 })).toBeNull();
    expect(await decodedPictureOf(PNG, { ...limits, maxSide: 3 })).toBeNull();
    expect(await decodedPictureOf(PNG, { ...limits, maxPixels: 11 })).toBeNull();
    expect(await decodedPictureOf(Buffer.alloc(0), limits)).toBeNull();
    // A long screenshot fits a slip but not an avatar.
    const long = pngOf(8, 2048);
    expect(await decodedPictureOf(long, PAYMENT_IMAGE_LIMITS)).not.toBeNull();
    expect(await decodedPictureOf(pngOf(8, 2049), AVATAR_LIMITS)).toBeNull();
  });

  it('decodes a 12 MP phone photo within the memory ceiling of a slip', async () => {
    const photo = smoothJpeg(4096, 3072);
    expect(photo.length).toBeLessThan(PAYMENT_IMAGE_LIMITS.maxBytes);
    expect(await decodedPictureOf(photo, PAYMENT_IMAGE_LIMITS, 'image/jpeg')).toEqual({
      mime: 'image/jpeg',
      width: 4096,
      height: 3072,
    });
  }, 60_000);
});
