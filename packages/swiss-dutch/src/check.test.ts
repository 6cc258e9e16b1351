import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { formatPairing, parseTrf, type TrfFile } from '@arbiter/tournament';
import { checkTournament, recordedPairing } from './check';
import { swissDutchMessages } from './messages';

const ROOT =
  process.env.ARBITER_FIXTURES ??
  join(dirname(fileURLToPath(import.meta.url)), '../../../../shared/fixtures');
const TIEBREAKS = join(ROOT, 'tiebreaks');
const tournaments = existsSync(TIEBREAKS)
  ? readdirSync(TIEBREAKS, { withFileTypes: true })
      .filter((d) => d.isDirectory() && existsSync(join(TIEBREAKS, d.name, 'tournament.trf')))
      .map((d) => d.name)
      .sort()
  : [];

function load(name: string): TrfFile {
  const t = parseTrf(readFileSync(join(TIEBREAKS, name, 'tournament.trf'), 'utf8'));
  if (!t.ok) throw new Error(t.error.message);
  return t.value;
}

describe('pair --check on complete tournaments played by the reference engine', () => {
  it('finds the tournaments', () => expect(tournaments.length).toBeGreaterThan(0));
  for (const name of tournaments) {
    it(`${name}: every round is the Dutch pairing`, () => {
      const report = checkTournament(load(name));
      expect(report.ok).toBe(true);
      if (!report.ok) return;
      expect(report.value.length).toBeGreaterThan(0);
      for (const r of report.value)
        expect({ round: r.round, criterion: r.criterion }).toEqual({ round: r.round, criterion: null });
    });
  }

  it('names the first separating criterion of a tampered round', () => {
    if (tournaments.length === 0) return;
    const file = load(tournaments[0]);
    // Swap the colours of the first board of the last round: same pairs, other colours.
    const last = Math.max(...file.players.map((p) => p.rounds.length));
    const board = recordedPairing(file, last).boards[0];
    const swapped: TrfFile = {
      ...file,
      players: file.players.map((p) =>
        p.id === board.white || p.id === board.black
          ? {
              ...p,
              rounds: p.rounds.map((e, i) =>
                i === last - 1
                  ? { ...e, colour: e.colour === 'white' ? ('black' as const) : ('white' as const) }
                  : e,
              ),
            }
          : p,
      ),
    };
    const report = checkTournament(swapped);
    expect(report.ok).toBe(true);
    if (!report.ok) return;
    const bad = report.value.filter((r) => !r.same);
    expect(bad.map((r) => r.round)).toEqual([last]);
    expect(bad[0].criterion).toBe('colours');
    // The verdict cites the rule of its catalogue entry (one source: code and rule cannot drift).
    expect(bad[0].code).toBe('ERR_DUTCH_COLOURS');
    expect(bad[0].rule).toBe(swissDutchMessages.ERR_DUTCH_COLOURS.rule);
    expect(formatPairing(bad[0].paired!)).not.toBe(formatPairing(bad[0].actual));
  });
});
