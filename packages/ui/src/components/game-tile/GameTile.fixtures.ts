/**
 * Sample pictures for stories: inline SVG data URLs, so Storybook loads nothing from outside
 * (the platform generates the real icons).
 */
export function sampleArt(label: string, hue: number, width = 200, height = 200): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="hsl(${hue} 70% 45%)"/><stop offset="1" stop-color="hsl(${(hue + 60) % 360} 70% 25%)"/>` +
    `</linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/>` +
    `<text x="50%" y="54%" text-anchor="middle" font-family="system-ui,sans-serif" font-weight="700" ` +
    `font-size="${Math.round(Math.min(width, height) / 6)}" fill="#fff">${label}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** A picture address that never loads, to show fallbacks. */
export const BROKEN_ART = 'data:image/png;base64,broken';

export const sampleGames = [
  {
    nodeId: 1,
    gameName: 'Candy Cascade',
    showIcon: sampleArt('SB', 320),
    isHot: 1,
    supportPlay: 0,
  },
  {
    nodeId: 2,
    gameName: 'Temple of Thunder',
    showIcon: sampleArt('GO', 220),
    isHot: 1,
    supportPlay: 1,
  },
  {
    nodeId: 3,
    gameName: 'Jade Tiger Fortune',
    showIcon: sampleArt('FT', 30),
    isHot: 0,
    supportPlay: 0,
  },
  {
    nodeId: 4,
    gameName: 'Wheel Carnival',
    showIcon: sampleArt('CT', 140),
    isHot: 0,
    supportPlay: 1,
  },
  { nodeId: 5, gameName: 'Royal Ace Rush', showIcon: sampleArt('SA', 0), isHot: 0, supportPlay: 0 },
  {
    nodeId: 6,
    gameName: 'Golden Harvest Expanding Reels Deluxe Edition',
    showIcon: sampleArt('MC', 45),
    isHot: 0,
    supportPlay: 1,
  },
  {
    nodeId: 7,
    gameName: 'Ring Champion',
    showIcon: sampleArt('BK', 260),
    isHot: 1,
    supportPlay: 1,
  },
  {
    nodeId: 8,
    gameName: 'Mahjong Lanterns 2',
    showIcon: sampleArt('MW', 100),
    isHot: 0,
    supportPlay: 0,
  },
  { nodeId: 9, gameName: 'Sun Empire', showIcon: sampleArt('GE', 50), isHot: 0, supportPlay: 1 },
  {
    nodeId: 10,
    gameName: 'Desert Bounty Duel',
    showIcon: sampleArt('WB', 190),
    isHot: 0,
    supportPlay: 1,
  },
  { nodeId: 11, gameName: 'Lucky Koi', showIcon: sampleArt('LN', 300), isHot: 0, supportPlay: 0 },
  { nodeId: 12, gameName: 'Deep Sea Hunter', showIcon: BROKEN_ART, isHot: 0, supportPlay: 1 },
];
