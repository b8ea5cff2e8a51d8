import { playout } from './playout';
for (let i = 0; i < 50; i++) playout({ seed: 'w' + i });
const c0 = process.cpuUsage();
let n = 0;
for (let i = 0; i < 400; i++) { playout({ seed: 'p' + i }); n++; }
const c = process.cpuUsage(c0);
console.log('games per cpu-s', (n / ((c.user + c.system) / 1e6)).toFixed(1));
