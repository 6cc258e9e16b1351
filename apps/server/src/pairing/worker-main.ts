/**
 * The pairing worker's body: pairs rounds, judges boards and computes the previews (correction,
 * pairing edit) with the registered systems, one job at a time, off the server's event loop. It
 * keeps nothing between jobs.
 */
import { parentPort } from 'node:worker_threads';
import { pairingSystems } from '@arbiter/toolkit';
import { judgeBoard } from '../read/board-verdict';
import { isPreviewJob, runPreview } from './preview-jobs';
import type { AnswerMessage, JobMessage } from './protocol';

function run(message: JobMessage): unknown {
  if (message.kind === 'board') return judgeBoard(message.job);
  if (isPreviewJob(message)) return runPreview(message, { systems: pairingSystems });
  const system = pairingSystems.get(message.system);
  if (!system) throw new Error(`unknown pairing system ${message.system}`);
  return system.pair(message.input);
}

const port = parentPort!;
port.on('message', (message: JobMessage) => {
  let answer: AnswerMessage;
  try {
    answer = { id: message.id, ok: true, value: run(message) };
  } catch (e) {
    answer = { id: message.id, ok: false, reason: (e as Error).message };
  }
  port.postMessage(answer);
});
