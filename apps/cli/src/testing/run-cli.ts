/** Runs `arbiter` in process for tests, capturing stdout, stderr and the exit code. */
import { main } from '../main';

export async function runCli(...argv: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const code = await main(argv, {
    stdout: { write: (t: string) => (out += t) },
    stderr: { write: (t: string) => (err += t) },
    isTTY: false,
  });
  return { code, out, err };
}
