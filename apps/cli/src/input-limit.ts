/** The input size limit of a run: a module without imports, so the entry can set it before any package loads. */
/**
 * The most an input file may hold, in MiB: the largest real inputs (a TRF of a 2,000-player
 * open, a 600-ply game's event log) are under 1 MiB, so 16 MiB is a wide margin that still
 * keeps a mistaken `/dev/zero` or a video file from filling memory. `--max-input-mb` raises it.
 */
export const DEFAULT_INPUT_LIMIT_MB = 16;
let limit = DEFAULT_INPUT_LIMIT_MB;

/** Sets the input size limit of this run (MiB). */
export function setInputLimitMb(mb: number): void {
  limit = mb;
}

/** The input size limit of this run (MiB). */
export function inputLimitMb(): number {
  return limit;
}
