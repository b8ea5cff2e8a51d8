import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { icuPrecompile } from './tools/icu-precompile';

export default defineConfig({
  // relative asset paths: the build works from any sub-path (GitHub Pages) and from the root
  base: './',
  plugins: [react(), icuPrecompile()],
  test: {
    include: ['tests/**/*.test.{ts,tsx}'],
    environment: 'node',
    setupFiles: ['tests/setup-i18n.ts'],
  },
});
