/**
 * The browser tests of online play (tests/e2e/online.netns.ts; tests/e2e/cut.netns.ts, whose pages
 * have links of their own that it cuts) run in a network namespace of their own (`unshare -rn`,
 * tests/e2e/netns.sh): the broker, the pages and their WebRTC channel reach nothing but each
 * other. This test starts them there and passes on their result.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runBrowserTests } from './harness';

const root = fileURLToPath(new URL('../..', import.meta.url));

describe.skipIf(!runBrowserTests)('online play in Chromium, in a network namespace of its own', () => {
  for (const file of ['tests/e2e/online.netns.ts', 'tests/e2e/cut.netns.ts'])
    it(`${file} passes`, () => {
      const run = spawnSync('unshare', ['-rn', 'sh', 'tests/e2e/netns.sh', process.execPath, 'node_modules/vitest/vitest.mjs', 'run', file], {
        cwd: root,
        env: { ...process.env, JN_NETNS: '1' },
        encoding: 'utf8',
        timeout: 1_500_000,
      });
      if (run.status !== 0) console.log(run.stdout, run.stderr, run.error ?? '');
      expect(run.error).toBeUndefined();
      expect(run.status).toBe(0);
    }, 1_600_000);
});
