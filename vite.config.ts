import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { icuPrecompile } from './tools/icu-precompile';

export default defineConfig({
  // relative asset paths: the build works from any sub-path (GitHub Pages) and from the root
  base: './',
  resolve: {
    // seedrandom's default generator and alea only (tools/seedrandom-slim.js): its index module
    // would add five more generators that nothing uses
    alias: [{ find: /^seedrandom$/, replacement: fileURLToPath(new URL('./tools/seedrandom-slim.js', import.meta.url)) }],
  },
  plugins: [
    react(),
    icuPrecompile(),
    // installable, offline after one visit: a web manifest and a Workbox service worker that
    // precaches every file of the build (all three languages, the replay viewer, the computer
    // player); a new version waits for the player's go (registerType 'prompt', src/pwa)
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      includeAssets: ['favicon.svg', 'icon.svg', 'apple-touch-icon.png'],
      manifest: {
        name: '1989: Dawn of Freedom / Jesień Narodów',
        short_name: '1989',
        description: 'Hotseat game for two players on one screen / Gra dla dwóch graczy przy jednym ekranie',
        lang: 'pl',
        start_url: './',
        scope: './',
        display: 'standalone',
        background_color: '#faf7ef',
        theme_color: '#b3261e',
        icons: [
          { src: 'pwa-192.png', sizes: '192x192', type: 'image/png' },
          { src: 'pwa-512.png', sizes: '512x512', type: 'image/png' },
          { src: 'maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        cleanupOutdatedCaches: true,
      },
    }),
  ],
  build: {
    // every browser that runs the game (ES2022, service workers) has modulepreload
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // everything the page needs before it runs in one chunk: split into the pieces lazy chunks
        // happen to share, the same code compresses worse and costs more requests
        codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] },
      },
    },
  },
  test: {
    // the online play's browser tests run only inside their own network namespace (tests/e2e/online.test.ts starts them)
    include: ['tests/**/*.test.{ts,tsx}', ...(process.env.JN_NETNS ? ['tests/e2e/*.netns.ts'] : [])],
    environment: 'node',
    setupFiles: ['tests/setup-i18n.ts'],
    // CI is a two-core machine running every file in parallel: a rendering test that takes
    // 1 s alone can take several under that load, so the default 5 s limit is too tight
    testTimeout: 30_000,
  },
});
