/**
 * npx tsx tools/icons.ts: the app icons of the web manifest (public/pwa-*.png, a maskable one with
 * the safe-zone padding, the Apple touch icon), rendered from public/icon.svg in Chromium.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { launch } from '../tests/e2e/harness';

const pub = (f: string) => fileURLToPath(new URL(`../public/${f}`, import.meta.url));
const svg = readFileSync(pub('icon.svg'), 'utf8');
const browser = await launch();
for (const [file, size, pad] of [
  ['pwa-192.png', 192, 0],
  ['pwa-512.png', 512, 0],
  ['maskable-512.png', 512, 0.1],
  ['apple-touch-icon.png', 180, 0],
] as const) {
  const page = await browser.newPage({ viewport: { width: size, height: size } });
  const inner = Math.round(size * (1 - 2 * pad));
  await page.setContent(
    `<body style="margin:0;background:#b3261e;display:flex;align-items:center;justify-content:center;width:${size}px;height:${size}px">` +
      svg.replace('<svg ', `<svg width="${inner}" height="${inner}" `) +
      '</body>',
  );
  await page.screenshot({ path: pub(file), omitBackground: false });
  await page.close();
}
await browser.close();
