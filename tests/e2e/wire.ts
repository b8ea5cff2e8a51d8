/**
 * Scripts for a page of the online browser tests and benchmarks, run before it loads: what passes
 * on its data channels (WIRE_LOG), and a gate that holds back what it sends until the test lets it
 * go (GATE), so a test can cut the link between two messages of a roll (tests/e2e/online-cut.netns.ts).
 * They are strings: the script runner's helpers do not exist in the page.
 */

/**
 * In each page, before it loads: note when each message of the game leaves or arrives on the data
 * channel (its type, read from the text's start), so a move's time splits into the pages' work and
 * the wire's. The keepalive is left out.
 */
export const WIRE_LOG = `(() => {
  const log = (window.jnWire = []);
  const now = () => performance.timeOrigin + performance.now();
  const kind = (d) => (typeof d === 'string' ? (/^\\{"t":"(\\w+)"/.exec(d.slice(0, 24))?.[1] ?? null) : null);
  const send = RTCDataChannel.prototype.send;
  RTCDataChannel.prototype.send = function (d) {
    const k = kind(d);
    if (k) log.push({ dir: 'out', k, at: now() });
    return send.call(this, d);
  };
  const add = RTCDataChannel.prototype.addEventListener;
  const wired = new WeakSet();
  RTCDataChannel.prototype.addEventListener = function (type, ...rest) {
    if (type === 'message' && !wired.has(this)) {
      wired.add(this);
      add.call(this, 'message', (e) => {
        const k = kind(e.data);
        if (k) log.push({ dir: 'in', k, at: now() });
      });
    }
    return add.call(this, type, ...rest);
  };
})()`;

/**
 * In each page, after WIRE_LOG: `jnHold(kind)` holds back the page's next message of that kind, and
 * everything it sends after it, in order; `jnHeld()` lists what is held; `jnRelease()` sends it all
 * on, as the page asked (the test cuts the link first, so the message leaves into the cut). Nothing
 * is held unless asked.
 */
export const GATE = `(() => {
  const send = RTCDataChannel.prototype.send;
  const kind = (d) => (typeof d === 'string' ? (/^\\{"t":"(\\w+)"/.exec(d.slice(0, 24))?.[1] ?? null) : null);
  let armed = null;
  const held = [];
  window.jnHold = (k) => {
    armed = k;
  };
  window.jnHeld = () => held.map((h) => h.data);
  window.jnRelease = () => {
    armed = null;
    for (const h of held.splice(0)) if (h.channel.readyState === 'open') send.call(h.channel, h.data);
  };
  RTCDataChannel.prototype.send = function (d) {
    if (held.length > 0 || (armed !== null && kind(d) === armed)) {
      armed = null;
      held.push({ channel: this, data: d });
      return;
    }
    return send.call(this, d);
  };
})()`;
