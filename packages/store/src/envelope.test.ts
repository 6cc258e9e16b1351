import { eventMetadataSchema } from '@arbiter/kernel';
import { describe, expect, it } from 'vitest';
import { fromEnvelope, toEnvelope, type StoredEvent } from './envelope';

const stored: StoredEvent = {
  stream: 'game-9',
  version: 4,
  position: 120,
  type: 'Resigned',
  data: { side: 'white' },
  schemaVersion: 1,
  time: '2026-05-02T08:30:00.000Z',
};

describe('envelope mapping', () => {
  it('turns a stored event into kernel metadata the kernel schema accepts', () => {
    const envelope = toEnvelope(stored);
    expect(envelope.metadata).toEqual({
      gameId: 'game-9',
      sequence: 3,
      time: '2026-05-02T08:30:00.000Z',
      schemaVersion: 1,
    });
    expect(eventMetadataSchema.safeParse(envelope.metadata).success).toBe(true);
  });

  it('carries actor and command id when present, and back to a new event', () => {
    const envelope = toEnvelope({ ...stored, actor: 'arbiter', commandId: 'cmd-1' });
    expect(envelope.metadata).toMatchObject({ actor: 'arbiter', commandId: 'cmd-1' });
    expect(fromEnvelope(envelope)).toEqual({
      type: 'Resigned',
      data: { side: 'white' },
      schemaVersion: 1,
      actor: 'arbiter',
    });
  });
});
