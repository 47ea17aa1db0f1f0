/** Pictures members upload with payments (a deposit slip, a proof of non-receipt): png or jpg, ≤ 5 MB. */
import { ErrorCode } from '@gaming/api/wire';
import { ApiError } from '../http/api-error';

/** §9: at most 5 MB. */
export const PAYMENT_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];

/**
 * The picture of an upload, checked by its bytes (a PNG or JPEG signature matching the declared
 * type) and its size; anything else is refused with `file.invalid`.
 */
export function imageOf(upload: { mime: 'image/png' | 'image/jpeg'; data: string }): {
  mime: 'image/png' | 'image/jpeg';
  data: string;
} {
  const bytes = Buffer.from(upload.data, 'base64');
  const signature = upload.mime === 'image/png' ? PNG : JPEG;
  const matches = signature.every((byte, i) => bytes[i] === byte);
  if (!matches || bytes.length === 0 || bytes.length > PAYMENT_IMAGE_MAX_BYTES) {
    throw new ApiError(400, ErrorCode.fileInvalid, 'Use a JPG or PNG image of at most 5 MB.');
  }
  return { mime: upload.mime, data: bytes.toString('base64') };
}
