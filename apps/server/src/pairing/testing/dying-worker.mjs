// A stand-in pairing worker for tests: a 'pair' job with system "exit" kills the thread (as a
// crash would); any other job is answered with the name of the system it asked for.
import { parentPort } from 'node:worker_threads';

parentPort.on('message', (job) => {
  if (job.system === 'exit') process.exit(3);
  parentPort.postMessage({ id: job.id, ok: true, value: job.system });
});
