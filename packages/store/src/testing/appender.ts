/**
 * The durability test's child process: opens a store and appends batches of
 * `Ticked` events for ever, printing `ack <batch> <lastPosition>` after each one the
 * store acknowledged. The parent kills it with SIGKILL at a random moment.
 * Usage: node --import tsx appender.ts <postgres-url | pglite-data-dir> <schema> <batch-size>
 */
import { openStore } from '../open';
import { testSchemas, tick } from './fixtures';

const [target, schema, size] = process.argv.slice(2);
const batchSize = Number(size);
const opened = await openStore({
  ...(target.startsWith('postgres') ? { url: target } : { dataDir: target }),
  schema,
  schemas: testSchemas,
});
if (!opened.ok) {
  process.stdout.write(`error ${opened.error.code} ${opened.error.message}\n`);
  process.exit(2);
}
const store = opened.value;
process.stdout.write('ready\n');
for (let batch = 0; ; batch++) {
  const events = Array.from({ length: batchSize }, (_, i) => tick(`batch-${batch}`, i));
  const result = await store.append('durable', events, batch * batchSize, { commandId: `batch-${batch}` });
  if (!result.ok) {
    process.stdout.write(`error ${result.error.code} ${result.error.message}\n`);
    process.exit(3);
  }
  process.stdout.write(`ack ${batch} ${result.value.lastPosition}\n`);
}
