// Writes examples/tri-d-long-game.pgn: a 200-ply Tri-D game of seeded random legal moves, the
// heavier input for `arbiter replay` timings (npx tsx scripts/make-long-game.ts).
// Each ply picks a legal move with the kernel's seeded generator, avoiding moves that end the
// game, so the file is the same on every run and every move in it is checked on replay.
import { writeFileSync } from 'node:fs';
import { makeRecord, resolveOptions, seededRandom, unwrap } from '@arbiter/kernel';
import { triDChess } from '@arbiter/tri-d-chess';

const PLIES = 200;
const SEED = 14;
const OUT = 'examples/tri-d-long-game.pgn';

const rules = triDChess;
const random = seededRandom(SEED);
let position = unwrap(rules.start('standard', unwrap(resolveOptions(rules.options))));
const moves: string[] = [];
while (moves.length < PLIES) {
  const legal = [...rules.legalMoves(position)];
  if (legal.length === 0) throw new Error(`no legal move at ply ${moves.length + 1}`);
  // Shuffle by the seed, then take the first move after which the game goes on.
  for (let i = legal.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [legal[i], legal[j]] = [legal[j]!, legal[i]!];
  }
  const next = legal.find((m) => {
    const after = rules.play(position, m);
    return !rules.status(after).outcome && rules.legalMoves(after).length > 0;
  });
  if (next === undefined) throw new Error(`every move ends the game at ply ${moves.length + 1}`);
  moves.push(rules.makeHumanMove(position, next));
  position = rules.play(position, next);
}
const record = makeRecord({
  tags: {
    Game: rules.id,
    RuleSet: rules.ruleSetVersion,
    Options: '',
    Setup: 'standard',
    Event: `Long game of seeded random legal moves (seed ${SEED}, made by scripts/make-long-game.ts)`,
    Site: '?',
    Date: '????.??.??',
    Round: '?',
    White: '?',
    Black: '?',
    Result: '*',
  },
  items: moves.map((text) => ({ kind: 'move' as const, text })),
  result: '*',
});
writeFileSync(OUT, record);
console.log(`wrote ${OUT}: ${moves.length} plies`);
