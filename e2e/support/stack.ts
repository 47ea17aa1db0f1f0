/**
 * Where the e2e stack listens. Every Playwright worker has a stack of its own (platform, player
 * preview, agent preview), so test files that reset the database or change the site's settings run
 * side by side without seeing each other: worker N (`TEST_PARALLEL_INDEX`, 0 in the runner and in
 * scripts) listens on the base ports + 10 × N. Ports differ from `pnpm start`'s so a running site
 * does not get in the way.
 */
const BASE = {
  platform: Number(process.env.E2E_PLATFORM_PORT ?? 18787),
  player: Number(process.env.E2E_PLAYER_PORT ?? 14173),
  agent: Number(process.env.E2E_AGENT_PORT ?? 14174),
};
const PORT_STEP = 10;

/** The ports of stack `index`. */
export function stackPorts(index: number): typeof BASE {
  return {
    platform: BASE.platform + PORT_STEP * index,
    player: BASE.player + PORT_STEP * index,
    agent: BASE.agent + PORT_STEP * index,
  };
}

/** The addresses of stack `index`. */
export function stackUrls(index: number) {
  const ports = stackPorts(index);
  return {
    platform: `http://127.0.0.1:${ports.platform}`,
    player: `http://127.0.0.1:${ports.player}`,
    agent: `http://127.0.0.1:${ports.agent}`,
  };
}

/** This worker's stack. */
const own = stackUrls(Number(process.env.TEST_PARALLEL_INDEX ?? 0));
export const PLATFORM_URL = own.platform;
export const PLAYER_URL = own.player;
export const AGENT_URL = own.agent;
