/** 95% Wilson score interval of a proportion p observed over n trials. */
export function wilsonInterval(p: number, n: number): [number, number] {
  if (n === 0) return [0, 1];
  const z = 1.96;
  const d = 1 + (z * z) / n;
  const c = p + (z * z) / (2 * n);
  const h = z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n));
  return [Math.max(0, (c - h) / d), Math.min(1, (c + h) / d)];
}
