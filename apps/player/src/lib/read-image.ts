/** A chosen picture as the platform takes it: png or jpg, at most 5 MB, base64. Null when refused. */
export async function readPaymentImage(
  file: File,
): Promise<{ mime: 'image/png' | 'image/jpeg'; data: string } | null> {
  const mime =
    file.type === 'image/png' ? 'image/png' : file.type === 'image/jpeg' ? 'image/jpeg' : null;
  if (mime === null || file.size === 0 || file.size > 5 * 1024 * 1024) return null;
  const bytes = new Uint8Array(await file.arrayBuffer());
  let text = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return { mime, data: btoa(text) };
}
