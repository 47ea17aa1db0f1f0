/**
 * The image captcha asked for after failed logins: four characters drawn as distorted strokes in an
 * SVG (paths only, no text), so the answer is not in the image's markup.
 */
import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { captchas } from '../db/schema';
import { GLYPHS } from './captcha-glyphs';

const CAPTCHA_TTL_MS = 5 * 60 * 1000;
/** Refresh gap of §9: one captcha per key per second. */
export const CAPTCHA_GAP_MS = 1000;

/** No 0/O, 1/I/L: characters players cannot confuse. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const WIDTH = 120;
const HEIGHT = 40;
/** Pixels per unit of the 4 × 6 glyph grid. */
const UNIT = 4;

export interface CaptchaImage {
  answer: string;
  /** `data:image/svg+xml;base64,…` */
  dataUrl: string;
}

/** A random number in [min, max), from the cryptographic generator. */
function between(min: number, max: number): number {
  return min + (randomInt(0, 1_000_000) / 1_000_000) * (max - min);
}

const fixed = (value: number) => value.toFixed(1);

/**
 * One character as distorted strokes: rotated, sheared and scaled at random, every point moved a
 * little, so the same letter never draws the same path twice and no text element names it.
 */
function glyphPaths(char: string, centreX: number, colour: string): string {
  const strokes = GLYPHS[char] ?? [];
  const angle = (between(-22, 22) * Math.PI) / 180;
  const shear = between(-0.35, 0.35);
  const scale = between(0.85, 1.15);
  const centreY = HEIGHT / 2 + between(-4, 4);
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const place = ([gx, gy]: readonly [number, number]) => {
    const x = (gx - 2 + between(-0.35, 0.35) + shear * (gy - 3)) * UNIT * scale;
    const y = (gy - 3 + between(-0.35, 0.35)) * UNIT * scale;
    return `${fixed(centreX + x * cos - y * sin)} ${fixed(centreY + x * sin + y * cos)}`;
  };
  return strokes
    .map((stroke) => {
      const [first, ...rest] = stroke.map(place);
      return `<path d="M${first ?? ''}${rest.map((point) => ` L${point}`).join('')}" stroke="${colour}" stroke-width="${fixed(between(2.2, 3))}" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`;
    })
    .join('');
}

/** Curves and stroke fragments in the glyphs' own colours and widths, over and under them. */
function noisePaths(count: number): string {
  return Array.from({ length: count }, () => {
    const colour = `hsl(${randomInt(0, 360)},60%,40%)`;
    const x1 = between(0, 30);
    const x2 = between(90, WIDTH);
    return `<path d="M${fixed(x1)} ${fixed(between(0, HEIGHT))} Q${fixed(between(30, 90))} ${fixed(between(0, HEIGHT))} ${fixed(x2)} ${fixed(between(0, HEIGHT))}" stroke="${colour}" stroke-width="${fixed(between(1, 2.4))}" fill="none"/>`;
  }).join('');
}

export function createCaptcha(length = 4): CaptchaImage {
  let answer = '';
  for (let i = 0; i < length; i++) answer += ALPHABET[randomInt(ALPHABET.length)] ?? 'A';
  const glyphs = Array.from(answer)
    .map((char, i) =>
      glyphPaths(char, 18 + i * 28 + between(-3, 3), `hsl(${randomInt(0, 360)},70%,32%)`),
    )
    .join('');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">` +
    `<rect width="100%" height="100%" fill="#f4f1e8"/>${noisePaths(3)}${glyphs}${noisePaths(3)}</svg>`;
  return { answer, dataUrl: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

/** Captcha answers are compared without case: players type what they see. */
export function captchaMatches(answer: string, typed: string): boolean {
  return answer.toUpperCase() === typed.trim().toUpperCase();
}

/**
 * A new captcha for `key`, stored for five minutes; null when the key had one less than a second ago
 * (§9 refresh once a second).
 */
export async function issueCaptcha(db: Database, key: string, now: Date): Promise<string | null> {
  const [existing] = await db.select().from(captchas).where(eq(captchas.key, key));
  if (existing && now.getTime() - existing.createdAt.getTime() < CAPTCHA_GAP_MS) return null;
  const image = createCaptcha();
  const row = {
    key,
    answer: image.answer,
    createdAt: now,
    expiresAt: new Date(now.getTime() + CAPTCHA_TTL_MS),
  };
  await db
    .insert(captchas)
    .values(row)
    .onConflictDoUpdate({
      target: captchas.key,
      set: { answer: row.answer, createdAt: now, expiresAt: row.expiresAt },
    });
  return image.dataUrl;
}

/** A captcha answers one login attempt, right or wrong. */
export async function consumeCaptcha(
  db: Database,
  key: string,
  typed: string,
  now: Date,
): Promise<boolean> {
  const [row] = await db.delete(captchas).where(eq(captchas.key, key)).returning();
  return row !== undefined && row.expiresAt > now && captchaMatches(row.answer, typed);
}

/** The answer of the captcha issued for `key` (development routes only: e2e tests read it). */
export async function captchaAnswerOf(db: Database, key: string): Promise<string | null> {
  const [row] = await db
    .select({ answer: captchas.answer })
    .from(captchas)
    .where(eq(captchas.key, key));
  return row?.answer ?? null;
}
