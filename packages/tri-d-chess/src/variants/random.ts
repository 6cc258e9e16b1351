/**
 * Seeded draws that must replay: the seed arrives with the command (never from the clock),
 * and the same seed always draws the same value. The numbers come from the kernel's one
 * seeded generator (`seededRandom`); this module adds text seeds (hashed to 32 bits) and
 * an exactly uniform integer draw (rejection sampling, no modulo bias).
 */
import { seededRandom } from '@arbiter/kernel';

/** Turns a seed (number or text) into a 32-bit start value (text by FNV-1a). */
export function seedValue(seed: number | string): number {
  if (typeof seed === 'number') return seed >>> 0;
  let h = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) {
    h ^= seed.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

/** A generator of 32-bit unsigned integers from a seed, over the kernel's generator. */
export function randomSource(seed: number | string): () => number {
  const next = seededRandom(seedValue(seed));
  return () => Math.floor(next() * 0x100000000) >>> 0;
}

/** A uniform integer in 0..n-1 (n <= 2^32), without modulo bias. */
export function uniformBelow(next: () => number, n: number): number {
  const limit = Math.floor(0x100000000 / n) * n;
  for (;;) {
    const x = next();
    if (x < limit) return x % n;
  }
}
