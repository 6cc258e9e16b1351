/** The answer of a board's game record. */
import { z } from 'zod';
import { eventMetadataSchema } from '@arbiter/kernel';

/** `GET …/boards/:board/record`: the record's stream and its events as kernel envelopes. */
export const storedRecordSchema = z.object({
  stream: z.string(),
  events: z.array(z.object({ type: z.string(), data: z.unknown(), metadata: eventMetadataSchema })),
});
export type StoredRecord = z.infer<typeof storedRecordSchema>;
