/**
 * Two devices, each with a network link of its own that a test can cut (`ip link set … down`) and
 * restore. Inside the namespace of tests/e2e/netns.sh (root of its own user namespace there), each
 * device is a network namespace of its own (`unshare -n`, held open by a `sleep`), joined to a
 * bridge of the outer namespace by a veth pair: device A at 10.89.1.2, device B at 10.89.1.3, the
 * bridge (where the broker listens) at 10.89.1.1 and the default route of both. Each device is its
 * own Chromium process started in its namespace (`nsenter -n`), so cutting one device's link cuts
 * that page alone: its broker connection and its WebRTC channel, as a phone that loses its network.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM } from './harness';

export const BRIDGE = '10.89.1.1';

export interface Device {
  /** a script that starts Chromium in this device's namespace (for `launch`'s executablePath) */
  chromium: string;
  /** ip link set … down: the device's end of its link, in its own namespace */
  cut(): void;
  /** the link up again, with its default route (the kernel drops the route with the link) */
  restore(): void;
  close(): void;
}

const ip = (...args: string[]) => execFileSync('ip', args, { stdio: 'pipe' });
const inside = (pid: number, ...args: string[]) => execFileSync('nsenter', ['-t', String(pid), '-n', 'ip', ...args], { stdio: 'pipe' });

let bridged = false;

/** The outer namespace's bridge, once. */
function bridge(): void {
  if (bridged) return;
  ip('link', 'add', 'jnbr', 'type', 'bridge');
  ip('addr', 'add', `${BRIDGE}/24`, 'dev', 'jnbr');
  ip('link', 'set', 'jnbr', 'up');
  bridged = true;
}

/** A device at 10.89.1.`host` (2 or 3), named `name` (its veth ends are `<name>0` outside, `<name>1` inside). */
export async function device(name: string, host: number): Promise<Device> {
  bridge();
  const holder: ChildProcess = spawn('unshare', ['-n', 'sleep', 'infinity'], { stdio: 'ignore' });
  const pid = holder.pid!;
  // the holder is in its namespace once `unshare` has exec'd `sleep`
  for (let i = 0; i < 200; i++) {
    if (execFileSync('readlink', [`/proc/${pid}/ns/net`]).toString() !== execFileSync('readlink', ['/proc/self/ns/net']).toString()) break;
    await new Promise((ok) => setTimeout(ok, 10));
  }
  const outer = `${name}0`;
  const own = `${name}1`;
  ip('link', 'add', outer, 'type', 'veth', 'peer', 'name', own);
  ip('link', 'set', own, 'netns', String(pid));
  ip('link', 'set', outer, 'master', 'jnbr');
  ip('link', 'set', outer, 'up');
  inside(pid, 'link', 'set', 'lo', 'up');
  inside(pid, 'addr', 'add', `10.89.1.${host}/24`, 'dev', own);
  const up = () => {
    inside(pid, 'link', 'set', own, 'up');
    inside(pid, 'route', 'replace', 'default', 'via', BRIDGE, 'dev', own);
  };
  up();
  const dir = mkdtempSync(join(tmpdir(), `jn1989-${name}-`));
  const chromium = join(dir, 'chromium');
  writeFileSync(chromium, `#!/bin/sh\nexec nsenter -t ${pid} -n ${CHROMIUM} "$@"\n`);
  chmodSync(chromium, 0o755);
  return {
    chromium,
    cut: () => inside(pid, 'link', 'set', own, 'down'),
    restore: up,
    close: () => {
      holder.kill();
      // gone with the namespace already, when its last process ended
      try {
        ip('link', 'del', outer);
      } catch {
        /* nothing left to delete */
      }
    },
  };
}
