/**
 * Member pictures (original getPlayerAvatar / changeIcon{avatar, avatarType STATIC|CUSTOM}): one of
 * twelve drawn pictures, or an upload (a complete JPG or PNG of at most 1 MB, checked by decoding
 * it, not by its name or its first bytes).
 */
import { eq } from 'drizzle-orm';
import { ErrorCode } from '@gaming/api/wire';
import type { Database } from '../db/client';
import { customAvatars, customers } from '../db/schema';
import { ApiError } from '../http/api-error';
import type { PictureLimits, PictureType } from './pictures';
import { decodedPictureOf, pictureStructureOf } from './pictures';

export const AVATAR_MAX_BYTES = 1024 * 1024;

/**
 * The apps send a 180 px square cropped in the browser; 2,048 px leaves room for other clients while
 * holding a decode to about 110 MB.
 */
export const AVATAR_LIMITS: PictureLimits = {
  maxBytes: AVATAR_MAX_BYTES,
  maxSide: 2048,
  maxPixels: 2048 * 2048,
};

const COLOURS = ['#f5c542', '#8b5cf6', '#22c55e', '#ef4444', '#0ea5e9', '#f97316'];

function invalid(): ApiError {
  return new ApiError(400, ErrorCode.avatarInvalid, 'Choose a JPG or PNG of at most 1 MB.');
}

/** Stores an upload and points the member at it; answers the `avatar` value (`custom:<version>`). */
export async function saveCustomAvatar(
  db: Database,
  customerId: number,
  base64: string,
  now: Date,
  declared?: PictureType,
): Promise<string> {
  const bytes = Buffer.from(base64, 'base64');
  const picture = await decodedPictureOf(bytes, AVATAR_LIMITS, declared);
  if (picture === null) throw invalid();
  const { mime } = picture;
  await db
    .insert(customAvatars)
    .values({ customerId, mime, data: bytes.toString('base64'), updatedAt: now })
    .onConflictDoUpdate({
      target: customAvatars.customerId,
      set: { mime, data: bytes.toString('base64'), updatedAt: now },
    });
  const avatar = `custom:${String(now.getTime())}`;
  await db.update(customers).set({ avatar }).where(eq(customers.id, customerId));
  return avatar;
}

/** The address the apps show a member's picture at, or null for the default. */
export function avatarUrlOf(customer: { id: number; avatar: string | null }): string | null {
  const avatar = customer.avatar;
  if (avatar === null) return null;
  if (avatar.startsWith('static:')) return `/wps/member/info/icon/static-${avatar.slice(7)}.svg`;
  if (avatar.startsWith('custom:'))
    return `/wps/member/info/icon/${String(customer.id)}-${avatar.slice(7)}`;
  return null;
}

/** Picture n of the twelve: a coloured disc with a face, drawn as SVG. */
export function staticAvatarSvg(n: number): string {
  const colour = COLOURS[(n - 1) % COLOURS.length] ?? '#f5c542';
  const ring =
    n > 6 ? '<circle cx="48" cy="48" r="44" fill="none" stroke="#fff" stroke-width="4"/>' : '';
  const smile = n % 2 === 0 ? 'M30 58 Q48 74 66 58' : 'M32 60 Q48 68 64 60';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96" width="96" height="96"><circle cx="48" cy="48" r="48" fill="${colour}"/>${ring}<circle cx="35" cy="40" r="6" fill="#1a1400"/><circle cx="61" cy="40" r="6" fill="#1a1400"/><path d="${smile}" fill="none" stroke="#1a1400" stroke-width="5" stroke-linecap="round"/></svg>`;
}

export async function customAvatarOf(db: Database, customerId: number) {
  const [row] = await db
    .select()
    .from(customAvatars)
    .where(eq(customAvatars.customerId, customerId));
  return row ?? null;
}

/**
 * The uploaded picture a member-icon address names (`<customer id>-<version>`), or null. The
 * version in the address must be the picture's own: old or guessed addresses find nothing. A stored
 * file that is not a complete picture of its recorded type (one kept before uploads were decoded in
 * full) is not served at all.
 */
export async function servedAvatarOf(
  db: Database,
  file: string,
): Promise<{ mime: string; bytes: Buffer } | null> {
  const custom = /^(\d{1,9})-(\d{1,15})$/.exec(file);
  const row = custom ? await customAvatarOf(db, Number(custom[1])) : null;
  const bytes = row ? Buffer.from(row.data, 'base64') : null;
  if (
    !row ||
    !bytes ||
    String(row.updatedAt.getTime()) !== custom?.[2] ||
    pictureStructureOf(bytes)?.mime !== row.mime
  )
    return null;
  return { mime: row.mime, bytes };
}
