import react from '@vitejs/plugin-react';
import type { StorybookConfig } from '@storybook/react-vite';

/** Storybook for designers: every component's states, the a11y panel, and play functions as tests. */
const config: StorybookConfig = {
  stories: ['../src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  // Offline machines: no telemetry, no "what's new" fetch.
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // The theme toolbar paints the background; Storybook's own backgrounds would fight it.
  features: { backgrounds: false },
  viteFinal: (viteConfig, { configType }) => ({
    ...viteConfig,
    plugins: [...(viteConfig.plugins ?? []), react()],
    // The static build: warnings only; its chunks are for designers, not for players' phones.
    ...(configType === 'PRODUCTION'
      ? {
          logLevel: 'warn' as const,
          build: { ...viteConfig.build, chunkSizeWarningLimit: 2048 },
        }
      : {}),
  }),
};

export default config;
