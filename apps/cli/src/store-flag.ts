/**
 * The store a command writes to: `--store` (or `ARBITER_STORE`, else ./data/arbiter), read
 * exactly by the store's address parser, and `--store-wait` (or `ARBITER_STORE_WAIT`) seconds
 * to wait for another process to let go of an embedded store. Each way opening can fail has
 * its own exit code.
 */
import { refuse } from '@arbiter/kernel';
import type { EventStore } from '@arbiter/store';
import { openGameStore, toolkitMessages } from '@arbiter/toolkit';
import { CliFailure, EXIT } from './command';
import { text } from './locale';

/** Flags of every command that opens the store. */
export const storeFlags = {
  store: { type: 'string' },
  'store-wait': { type: 'string' },
} as const;

/** The exit code of a store's refusal to open. */
export function storeExit(code: string): number {
  switch (code) {
    case 'ERR_STORE_ADDRESS_INVALID':
    case 'ERR_STORE_CONFIG_INVALID':
      return EXIT.usage;
    case 'ERR_STORE_BUSY':
      return EXIT.busy;
    case 'ERR_STORE_UNAVAILABLE':
    case 'ERR_STORE_SCHEMA_NEWER':
      return EXIT.unavailable;
    default:
      return EXIT.input;
  }
}

/** Opens the store the flags name; refusals become CLI failures with their exit codes. */
export async function openStoreFlag(
  values: { store?: string; 'store-wait'?: string },
  owner: string,
): Promise<EventStore> {
  const address = values.store ?? process.env.ARBITER_STORE ?? './data/arbiter';
  let lockWaitMs: number | undefined;
  const wait = values['store-wait'];
  if (wait !== undefined) {
    if (!/^\d+(\.\d+)?$/.test(wait))
      throw new CliFailure(
        refuse(toolkitMessages, 'ERR_USAGE', {
          detail: text('usage.storeWait', { value: wait }),
        }),
        EXIT.usage,
      );
    lockWaitMs = Math.round(Number(wait) * 1000);
  }
  const opened = await openGameStore(address, {
    owner,
    ...(lockWaitMs === undefined ? {} : { waitMs: lockWaitMs }),
  });
  if (!opened.ok) throw new CliFailure(opened.error, storeExit(opened.error.code));
  return opened.value;
}
