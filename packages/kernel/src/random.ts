/**
 * A small seeded random generator (mulberry32), so that every seeded draw in Arbiter
 * (a 3D-Chess960 setup, a generated tournament, a fuzz corpus) is the same on every run.
 * Randomness enters the deciders only through commands; this is for the shells and tests
 * that make those commands.
 */

/** Returns a function giving numbers in [0, 1), the same sequence for the same seed. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
