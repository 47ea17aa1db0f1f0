/** WCAG 2.2 relative luminance and contrast ratio of sRGB colours written `#rrggbb` or `#rgb`. */

/** `#f5c542` → [245, 197, 66]; throws on anything that is not a hex colour. */
export function parseHex(color: string): [number, number, number] {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim());
  const hex = match?.[1];
  if (hex === undefined) throw new Error(`Not a hex colour: ${color}`);
  const full = hex.length === 3 ? hex.replace(/./g, '$&$&') : hex;
  const value = Number.parseInt(full, 16);
  return [(value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff];
}

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

export function relativeLuminance(color: string): number {
  const [r, g, b] = parseHex(color);
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** The contrast ratio between two colours, from 1 (same) to 21 (black on white). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

/**
 * The custom properties of the first rule block whose selector is exactly `selector`, with
 * `var(--x)` references resolved against `inherited` and the block itself.
 */
export function tokensOf(
  css: string,
  selector: string,
  inherited: ReadonlyMap<string, string> = new Map(),
): Map<string, string> {
  const start = css.indexOf(`${selector} {`);
  if (start === -1) throw new Error(`No rule for ${selector}`);
  const end = css.indexOf('}', start);
  const body = css.slice(start, end);
  const tokens = new Map(inherited);
  for (const [, name, value] of body.matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)) {
    if (name !== undefined && value !== undefined) tokens.set(name, value.trim());
  }
  for (const [name, value] of tokens) {
    const reference = /^var\((--[\w-]+)\)$/.exec(value)?.[1];
    const resolved = reference === undefined ? undefined : tokens.get(reference);
    if (resolved !== undefined) tokens.set(name, resolved);
  }
  return tokens;
}
