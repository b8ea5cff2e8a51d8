/**
 * Optional sounds, off until the player turns them on (one switch, remembered like the other
 * settings): short tones made with WebAudio for a die, a card and a power struggle's result.
 */
export const SOUND_KEY = 'jn1989.sound';
export type SoundKind = 'dice' | 'card' | 'result';

export function soundOn(): boolean {
  try {
    return typeof localStorage !== 'undefined' && localStorage.getItem(SOUND_KEY) === 'on';
  } catch {
    return false;
  }
}

export function setSoundOn(on: boolean): void {
  try {
    localStorage.setItem(SOUND_KEY, on ? 'on' : 'off');
  } catch {
    // storage refused: the switch holds for this page only
  }
}

let ctx: AudioContext | null = null;

function audio(): AudioContext | null {
  if (ctx) return ctx;
  const Ctor =
    typeof window !== 'undefined' ? (window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext) : undefined;
  if (!Ctor) return null;
  ctx = new Ctor();
  return ctx;
}

/** A short burst of filtered noise (a die on the table, a card sliding). */
function noise(a: AudioContext, at: number, length: number, freq: number, gain: number): void {
  const frames = Math.max(1, Math.floor(a.sampleRate * length));
  const buffer = a.createBuffer(1, frames, a.sampleRate);
  const data = buffer.getChannelData(0);
  for (let i = 0; i < frames; i++) data[i] = (Math.random() * 2 - 1) * (1 - i / frames);
  const src = a.createBufferSource();
  src.buffer = buffer;
  const filter = a.createBiquadFilter();
  filter.type = 'bandpass';
  filter.frequency.value = freq;
  const g = a.createGain();
  g.gain.value = gain;
  src.connect(filter).connect(g).connect(a.destination);
  src.start(at);
}

function tone(a: AudioContext, at: number, freq: number, length: number): void {
  const osc = a.createOscillator();
  osc.type = 'triangle';
  osc.frequency.value = freq;
  const g = a.createGain();
  g.gain.setValueAtTime(0.0001, at);
  g.gain.exponentialRampToValueAtTime(0.18, at + 0.02);
  g.gain.exponentialRampToValueAtTime(0.0001, at + length);
  osc.connect(g).connect(a.destination);
  osc.start(at);
  osc.stop(at + length + 0.05);
}

/** Play a sound if the switch is on (never throws: a page without audio stays silent). */
export function playSound(kind: SoundKind): void {
  if (!soundOn()) return;
  try {
    const a = audio();
    if (!a) return;
    if (a.state === 'suspended') void a.resume();
    const now = a.currentTime + 0.01;
    if (kind === 'dice') for (let k = 0; k < 4; k++) noise(a, now + k * 0.07 + (k % 2) * 0.015, 0.035, 2400 - k * 250, 0.5);
    else if (kind === 'card') noise(a, now, 0.16, 1200, 0.35);
    else {
      tone(a, now, 523.25, 0.35);
      tone(a, now + 0.16, 783.99, 0.5);
    }
  } catch {
    // no audio on this device
  }
}
