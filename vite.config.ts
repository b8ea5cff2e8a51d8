import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { icuPrecompile } from './tools/icu-precompile';

export default defineConfig({
  // relative asset paths: the build works from any sub-path (GitHub Pages) and from the root
  base: './',
  plugins: [react(), icuPrecompile()],
  build: {
    rolldownOptions: {
      output: {
        // everything the page needs before it runs in one chunk: split into the pieces lazy chunks
        // happen to share, the same code compresses worse and costs more requests
        codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] },
      },
    },
  },
  test: {
    include: ['tests/**/*.test.{ts,tsx}'],
    environment: 'node',
    setupFiles: ['tests/setup-i18n.ts'],
  },
});
