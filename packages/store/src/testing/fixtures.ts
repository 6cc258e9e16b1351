/**
 * Event types and helpers shared by the store's tests, the durability child and the bench.
 * They stand for any game's events: the store never sees more than a type and a schema.
 */
import { gameLevelEventSchemas } from '@arbiter/kernel';
import { z } from 'zod';
import type { EventSchemas, NewEvent } from '../envelope';

/** A counter bumped by a writer: who wrote it and its number. */
export const tickSchema = z.object({ writer: z.string().min(1).max(100), n: z.number().int().nonnegative() });
/** A free note, the way large payloads arrive. */
export const noteSchema = z.object({ text: z.string().max(1_000_000) });

/** The registry the tests open stores with: the kernel's game-level events plus two test types. */
export const testSchemas: EventSchemas = { ...gameLevelEventSchemas, Ticked: tickSchema, Noted: noteSchema };

/** A `Ticked` event. */
export function tick(writer: string, n: number): NewEvent {
  return { type: 'Ticked', data: { writer, n } };
}

/** The PostgreSQL the tests and the bench use: `ARBITER_TEST_PG_URL`, else the local server's `test` database. */
export const TEST_PG_URL = process.env.ARBITER_TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** A schema name no other run is using at the same time. */
export function uniqueSchema(prefix: string): string {
  return `${prefix}_${process.pid}_${Math.floor(Math.random() * 1e9).toString(36)}`;
}
