/** Names the word that was probably meant: the closest known one by edit distance, or a unique prefix match. */

function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let diagonal = row[0];
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const above = row[j];
      row[j] = Math.min(row[j] + 1, row[j - 1] + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1));
      diagonal = above;
    }
  }
  return row[b.length];
}

/** The known word closest to `word` (at most a third of its letters wrong, at least 1), or null. */
export function closest(word: string, known: readonly string[]): string | null {
  const prefixed = known.filter((k) => k.startsWith(word) && word.length >= 3);
  if (prefixed.length === 1) return prefixed[0];
  let best: string | null = null;
  let bestDistance = Math.max(1, Math.floor(word.length / 3)) + 1;
  for (const k of known) {
    const d = distance(word, k);
    if (d < bestDistance) [best, bestDistance] = [k, d];
  }
  return best;
}
