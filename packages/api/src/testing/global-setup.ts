/**
 * Starts the real reference platform once, in this process, on a loopback port, and gives its URL
 * to the tests. No mocked platform: every api test calls it over HTTP.
 */
import type { TestProject } from 'vitest/node';
// A relative import, not a package dependency: the platform depends on this package, so a
// dependency back would make a cycle in the workspace graph.
import { startTestPlatform } from '../../../../apps/platform/src/testing/index';

declare module 'vitest' {
  export interface ProvidedContext {
    platformUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const platform = await startTestPlatform({ challengeMaxCounter: 2000 });
  project.provide('platformUrl', platform.url);
  return async () => {
    await platform.close();
  };
}
