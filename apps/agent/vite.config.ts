import { defineConfig } from 'vitest/config';
import { appConfig } from '@gaming/vite-config/app';

export default defineConfig(
  appConfig({ name: 'agent', portVariable: 'AGENT_PORT', defaultPort: 4174 }),
);
