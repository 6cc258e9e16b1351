/**
 * A progress bar on stderr, drawn only when a person watches a terminal.
 */
import type { Io } from './command';

/** Returns a function that redraws the bar; `done()` clears it. */
export function progressBar(io: Io, label: string) {
  const started = Date.now();
  const draw = (done: number, total: number) => {
    if (!io.isTTY || total === 0) return;
    const width = 30;
    const filled = Math.round((done / total) * width);
    const secs = ((Date.now() - started) / 1000).toFixed(1);
    io.stderr.write(
      `\r${label} [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${total} ${secs}s`,
    );
  };
  return {
    update: draw,
    done: () => {
      if (io.isTTY) io.stderr.write('\r\x1b[K');
    },
  };
}
