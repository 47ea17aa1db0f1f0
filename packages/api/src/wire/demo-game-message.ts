/**
 * What the demo game page posts to its parent window after each spin, so the app can refresh the
 * balance. It carries no amounts: every parent the page's CSP allows may read it.
 */
export const DEMO_GAME_MESSAGE = { source: 'gaming-demo-game', type: 'spin' } as const;
export type DemoGameMessage = typeof DEMO_GAME_MESSAGE;
