// seedrandom with only the generators the game uses: the default (ARC4) and alea. The package's
// index module also bundles xor128, xorwow, xorshift7, xor4096 and tychei, which nothing calls.
import seedrandom from 'seedrandom/seedrandom.js';
import alea from 'seedrandom/lib/alea.js';

seedrandom.alea = alea;
export default seedrandom;
