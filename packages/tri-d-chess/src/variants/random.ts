/**
 * A small seeded random source for draws that must replay: the seed arrives with the
 * command (never from the clock), and the same seed always draws the same value.
 * Trade-off: a 32-bit generator (splitmix32-style) is plenty for choosing one of 960
 * setups and keeps the draw reproducible in any JavaScript engine.
 */

/** Turns a seed (number or text) into a 32-bit start value. */
export function seedValue(seed: number | string): number {
  if (typeof seed === 'number') return seed >>> 0;
  let h = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) {
    h ^= seed.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

/** A generator of 32-bit unsigned integers from a seed. */
export function randomSource(seed: number | string): () => number {
  let state = seedValue(seed);
  return () => {
    state = (state + 0x9e3779b9) >>> 0;
    let z = state;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    return (z ^ (z >>> 16)) >>> 0;
  };
}

/** A uniform integer in 0..n-1 (n <= 2^32), without modulo bias. */
export function uniformBelow(next: () => number, n: number): number {
  const limit = Math.floor(0x100000000 / n) * n;
  for (;;) {
    const x = next();
    if (x < limit) return x % n;
  }
}
