/**
 * Pictures members upload with payments (a deposit slip, a proof of non-receipt) and with feedback:
 * a complete PNG or JPEG of at most 5 MB and of dimensions a phone photo or screenshot has.
 */
import { ErrorCode } from '@gaming/api/wire';
import { ApiError } from '../http/api-error';
import type { PictureLimits, PictureType } from './pictures';
import { decodedPictureOf } from './pictures';

/** §9: at most 5 MB. */
export const PAYMENT_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/**
 * A phone camera's usual 12 MP photo (4,032 × 3,024; 4,096 × 3,072 on some) and any screenshot,
 * long scrolling ones included, fit. More pixels are refused: 5 MB of well-compressed data can
 * declare gigapixels, and a JPEG decode holds about 28 bytes a pixel (at most ~340 MB here, one
 * decode at a time).
 */
export const PAYMENT_IMAGE_LIMITS: PictureLimits = {
  maxBytes: PAYMENT_IMAGE_MAX_BYTES,
  maxSide: 8192,
  maxPixels: 4096 * 3072,
};

/**
 * The picture of an upload: a complete PNG or JPEG of the declared type within the limits above,
 * decoded to its last byte; anything else is refused with `file.invalid`.
 */
export async function imageOf(upload: { mime: PictureType; data: string }): Promise<{
  mime: PictureType;
  data: string;
}> {
  const bytes = Buffer.from(upload.data, 'base64');
  const picture = await decodedPictureOf(bytes, PAYMENT_IMAGE_LIMITS, upload.mime);
  if (picture === null) {
    throw new ApiError(400, ErrorCode.fileInvalid, 'Use a JPG or PNG image of at most 5 MB.');
  }
  return { mime: picture.mime, data: bytes.toString('base64') };
}
