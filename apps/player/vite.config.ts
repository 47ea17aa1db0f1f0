import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { defineConfig } from 'vitest/config';
import { appConfig } from '@gaming/vite-config/app';
import common from '@gaming/i18n/locales/en/common.json' with { type: 'json' };
import { BootFrame } from './src/app/boot-frame.tsx';
import { BOOT_TEXTS } from './src/app/first-calls.ts';

export default defineConfig(
  appConfig({
    name: 'player',
    portVariable: 'PLAYER_PORT',
    defaultPort: 4173,
    // The brand is the one text of the frame: the same in every language.
    // A few kilobytes that start the first calls while the app downloads.
    bootEntry: 'src/boot.ts',
    bootTexts: BOOT_TEXTS,
    bootFrame: () => renderToStaticMarkup(createElement(BootFrame, { brand: common.brand })),
  }),
);
