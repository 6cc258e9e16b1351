// A stand-in pairing worker for the preview tests: every job is answered 150 ms later with the
// number of jobs it has received so far; a job for board 99 is refused (a library refusal).
import { parentPort } from 'node:worker_threads';

let jobs = 0;
parentPort.on('message', (job) => {
  jobs += 1;
  const seen = jobs;
  const value =
    job.board === 99
      ? { ok: false, error: { code: 'ERR_UNKNOWN_BOARD', rule: 'ARB', message: 'no such board' } }
      : { ok: true, value: { jobs: seen } };
  setTimeout(() => parentPort.postMessage({ id: job.id, ok: true, value }), 150);
});
