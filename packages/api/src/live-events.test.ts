import { describe, expect, it } from 'vitest';
import { tournamentEventSchemas } from '@arbiter/tournament';
import { tournamentStreamEventSchema } from './answers/events';
import { LIVE_EVENT_TYPES, STAFF_ONLY_EVENT_TYPES, UNSENT_EVENT_TYPES, isSentLive } from './live-events';
import { tournamentServerEventSchemas } from './server-events';

/** The `type` values the schema of a tournament stream's events accepts. */
function discriminatorValues(): string[] {
  return tournamentStreamEventSchema.options.map((option) => String(option.shape.type.value));
}

describe('the live event list', () => {
  it("is every type of a tournament stream's event schemas but the write path's bookkeeping", () => {
    const all = discriminatorValues();
    expect(new Set(all)).toEqual(
      new Set([...Object.keys(tournamentEventSchemas), ...Object.keys(tournamentServerEventSchemas)]),
    );
    expect([...LIVE_EVENT_TYPES].sort()).toEqual(
      all.filter((t) => !UNSENT_EVENT_TYPES.includes(t as never)).sort(),
    );
  });

  it('names the events a renamed player, a check-in and the absentees send, and none that do not exist', () => {
    for (const type of [
      'PlayerEdited',
      'PlayerCheckedIn',
      'PlayerCheckedOut',
      'AbsenteesTreated',
      'CheckInCodeIssued',
    ])
      expect(LIVE_EVENT_TYPES).toContain(type);
    for (const type of ['PlayerUpdated', 'GameRecordAttached', 'CommandsAccepted', 'SessionStarted'])
      expect(LIVE_EVENT_TYPES).not.toContain(type);
  });

  it('sends staff-only events to the staff alone and the bookkeeping to nobody', () => {
    for (const type of STAFF_ONLY_EVENT_TYPES) {
      expect(isSentLive(type, true)).toBe(true);
      expect(isSentLive(type, false)).toBe(false);
    }
    expect(isSentLive('CommandsAccepted', true)).toBe(false);
    expect(isSentLive('ResultRecorded', false)).toBe(true);
  });
});
