// The app's live list is derived: it is every event type of the tournament package's and the
// server's tournament-stream schemas (less the write path's bookkeeping), so an event type added
// to either schema reaches the app's listener without an edit here.
import { describe, expect, it } from 'vitest';
import { tournamentEventSchemas } from '@arbiter/tournament';
import { tournamentServerEventSchemas, UNSENT_EVENT_TYPES } from '@arbiter/api';
import { EVENT_TYPES } from './live';

describe("the app's live event list", () => {
  it("is the event schemas' types, less the bookkeeping nobody is sent", () => {
    const schemaTypes = [
      ...Object.keys(tournamentEventSchemas),
      ...Object.keys(tournamentServerEventSchemas),
    ];
    expect([...EVENT_TYPES].sort()).toEqual(
      schemaTypes.filter((t) => !(UNSENT_EVENT_TYPES as readonly string[]).includes(t)).sort(),
    );
  });

  it('hears a rename, a check-in and the absentees, and names no type that does not exist', () => {
    for (const type of [
      'PlayerEdited',
      'PlayerCheckedIn',
      'PlayerCheckedOut',
      'AbsenteesTreated',
      'CheckInCodeIssued',
    ])
      expect(EVENT_TYPES).toContain(type);
    for (const type of ['PlayerUpdated', 'GameRecordAttached']) expect(EVENT_TYPES).not.toContain(type);
  });
});
