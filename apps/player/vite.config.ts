import { defineConfig } from 'vitest/config';
import { appConfig } from '@gaming/vite-config/app';

export default defineConfig(
  appConfig({ name: 'player', portVariable: 'PLAYER_PORT', defaultPort: 4173 }),
);
