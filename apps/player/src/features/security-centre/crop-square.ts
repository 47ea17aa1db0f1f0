/** An image file cropped to its centred square and scaled to `size` px, as base64 (original: 180×180). */
export const AVATAR_SIZE = 180;

export async function cropSquare(
  file: File,
  size = AVATAR_SIZE,
): Promise<{ base64: string; mime: 'image/png' | 'image/jpeg' }> {
  const bitmap = await createImageBitmap(file);
  const side = Math.min(bitmap.width, bitmap.height);
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d canvas');
  context.drawImage(
    bitmap,
    (bitmap.width - side) / 2,
    (bitmap.height - side) / 2,
    side,
    side,
    0,
    0,
    size,
    size,
  );
  bitmap.close();
  const mime = file.type === 'image/png' ? 'image/png' : 'image/jpeg';
  const dataUrl = canvas.toDataURL(mime, 0.9);
  return { base64: dataUrl.slice(dataUrl.indexOf(',') + 1), mime };
}
