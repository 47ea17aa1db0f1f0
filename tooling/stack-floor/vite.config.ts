/**
 * Built with Vite's defaults on purpose: the floor is what the stack costs before any choice of ours.
 */
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  preview: { host: '127.0.0.1', port: Number(process.env.FLOOR_PORT ?? 4175), strictPort: true },
});
