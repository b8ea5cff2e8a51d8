/** seedrandom's Alea generator alone (the engine needs no other: its ARC4 default stays out of the first load). */
declare module 'seedrandom/lib/alea.js' {
  import type seedrandom from 'seedrandom';
  const alea: typeof seedrandom.alea;
  export default alea;
}
