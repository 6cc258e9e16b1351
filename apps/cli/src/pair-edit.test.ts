// `arbiter pair --check` on a TRF whose round the arbiter edited in the app: the `###` line the
// export writes names the round and the criteria the edit broke, in English and in Czech.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { unwrap } from '@arbiter/kernel';
import {
  EMPTY_TOURNAMENT,
  comparePairing,
  decideTournament,
  evolveTournament,
  makeTrf,
  pairingRegistry,
  trfOf,
  type TournamentCommand,
  type TournamentState,
} from '@arbiter/tournament';
import { dutchSystem } from '@arbiter/swiss-dutch';
import { runCli as run } from './testing/run-cli';

const deps = { systems: pairingRegistry(dutchSystem) };
const apply = (s: TournamentState, c: TournamentCommand) =>
  unwrap(decideTournament(s, c, deps)).reduce(evolveTournament, s);

/** Eight players; round 1 played; round 2 paired, then boards 1 and 2 exchange their black players. */
function editedFile(): string {
  let s = apply(EMPTY_TOURNAMENT, {
    type: 'CreateTournament',
    name: 'Edited',
    game: 'tri-d-chess',
    pairingSystem: 'dutch',
    rounds: 3,
  });
  for (let i = 1; i <= 8; i++) s = apply(s, { type: 'RegisterPlayer', name: `P${i}`, rating: 2000 - i });
  s = apply(s, { type: 'PairRound', round: 1 });
  for (let b = 1; b <= 4; b++) s = apply(s, { type: 'RecordResult', round: 1, board: b, result: '1/2-1/2' });
  s = apply(s, { type: 'CloseRound', round: 1 });
  s = apply(s, { type: 'PairRound', round: 2 });
  const [x, y, ...rest] = s.rounds[1].boards;
  const boards = [{ white: x.white, black: y.black }, { white: y.white, black: x.black }, ...rest];
  const c = unwrap(comparePairing(s, deps, 2, boards, null));
  const ids = (level: string) => [
    ...new Set(c.criteria.filter((k) => k.level === level).map((k) => k.criterion)),
  ];
  s = apply(s, {
    type: 'EditPairing',
    round: 2,
    boards,
    pab: null,
    reason: 'two brothers',
    acknowledged: ids('acknowledge'),
    confirmed: ids('confirm'),
  });
  return makeTrf(trfOf(s));
}

describe('arbiter pair --check on an edited round', () => {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'arbiter-edit-')), 'edited.trf');
  writeFileSync(file, editedFile());

  it('names the edited round, the criteria the edit broke and its reason', async () => {
    const r = await run('pair', '--check', file);
    expect(r.code, r.err).toBe(1);
    expect(r.out).toMatch(
      /^round 2: edited by the arbiter, breaking .*FIDE C\.04\.3.*; reason: two brothers$/m,
    );
    expect(r.out).toMatch(/^round 2: differs/m);
  });

  it('in Czech too', async () => {
    const r = await run('pair', '--check', file, '--lang', 'cs');
    expect(r.out).toMatch(
      /^2\. kolo: nalosování upravil rozhodčí, porušena kritéria .*; důvod: two brothers$/m,
    );
  });
});
