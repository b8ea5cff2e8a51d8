import { buildApp, serve, launch } from '../tests/e2e/harness.ts';
import { loopbackOnly, startBroker, WEBRTC_LOOPBACK } from '../tests/e2e/broker.ts';
const dir = process.env.DIST ?? (await buildApp(false));
console.log('dist', dir);
const { url, server } = await serve(dir);
const broker = await startBroker();
const browser = await launch(WEBRTC_LOOPBACK);
const mk = async (name: string) => {
  const ctx = await browser.newContext();
  await ctx.addInitScript(loopbackOnly);
  const p = await ctx.newPage();
  p.on('console', (m) => console.log(name, m.type(), m.text()));
  p.on('pageerror', (e) => console.log(name, 'PAGEERROR', e.message));
  return p;
};
const host = await mk('H');
await host.goto(`${url}?autoplay&broker=${encodeURIComponent(broker.url)}`);
await host.click('[data-testid=online]');
await host.fill('.online-panel input:not([type])', 'Anna');
await host.click('[data-testid=online-create]');
const link = await host.inputValue('[data-testid=invite-link]');
console.log('link', link);
const guest = await mk('G');
await guest.goto(`${link}&autoplay`);
await guest.fill('.online-panel input:not([type])', 'Bartek');
await guest.click('[data-testid=join]');
for (let i = 0; i < 8; i++) {
  await host.waitForTimeout(1500);
  const hs = await host.$eval('[data-testid=connection-state]', (e) => e.getAttribute('data-state')).catch(() => 'none');
  const gs = await guest.$eval('[data-testid=connection-state]', (e) => e.getAttribute('data-state')).catch(() => 'none');
  console.log('states', hs, gs, await host.$$eval('.error-text', (els) => els.map((e) => e.textContent)), await guest.$$eval('.error-text', (els) => els.map((e) => e.textContent)));
}
await browser.close(); server.close(); await broker.close();
process.exit(0);
