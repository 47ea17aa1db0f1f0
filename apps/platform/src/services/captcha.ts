/** The image captcha asked for after failed logins: a distorted SVG of four characters. */
import { randomInt } from 'node:crypto';

/** No 0/O, 1/I/L: characters players cannot confuse. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const WIDTH = 120;
const HEIGHT = 40;

export interface CaptchaImage {
  answer: string;
  /** `data:image/svg+xml;base64,…` */
  dataUrl: string;
}

export function createCaptcha(length = 4): CaptchaImage {
  let answer = '';
  for (let i = 0; i < length; i++) answer += ALPHABET[randomInt(ALPHABET.length)] ?? 'A';
  const glyphs = Array.from(answer)
    .map((char, i) => {
      const x = 14 + i * 26 + randomInt(-3, 4);
      const y = 28 + randomInt(-4, 5);
      const rotate = randomInt(-25, 26);
      const hue = randomInt(0, 360);
      return `<text x="${x}" y="${y}" transform="rotate(${rotate} ${x} ${y})" fill="hsl(${hue},70%,35%)">${char}</text>`;
    })
    .join('');
  const noise = Array.from({ length: 5 }, () => {
    const hue = randomInt(0, 360);
    return `<path d="M${randomInt(0, 30)} ${randomInt(0, HEIGHT)} Q${randomInt(30, 90)} ${randomInt(0, HEIGHT)} ${randomInt(90, WIDTH)} ${randomInt(0, HEIGHT)}" stroke="hsl(${hue},60%,50%)" fill="none" stroke-width="1.5"/>`;
  }).join('');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">` +
    `<rect width="100%" height="100%" fill="#f4f1e8"/>${noise}` +
    `<g font-family="monospace" font-size="26" font-weight="bold">${glyphs}</g></svg>`;
  return { answer, dataUrl: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

/** Captcha answers are compared without case: players type what they see. */
export function captchaMatches(answer: string, typed: string): boolean {
  return answer.toUpperCase() === typed.trim().toUpperCase();
}
