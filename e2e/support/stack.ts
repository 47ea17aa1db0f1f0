/** Where the e2e stack listens. */
export const ports = {
  platform: Number(process.env.E2E_PLATFORM_PORT ?? 18787),
  player: Number(process.env.E2E_PLAYER_PORT ?? 14173),
  agent: Number(process.env.E2E_AGENT_PORT ?? 14174),
};
export const PLATFORM_URL = `http://127.0.0.1:${ports.platform}`;
export const PLAYER_URL = `http://127.0.0.1:${ports.player}`;
export const AGENT_URL = `http://127.0.0.1:${ports.agent}`;
