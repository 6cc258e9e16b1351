import { describe, expect, it } from 'vitest';
import {
  decideGame,
  decideStart,
  evolveGame,
  makeRecord,
  parseRecord,
  recordFromEvents,
  replayRecord,
  startState,
  unwrap,
  type DomainEvent,
} from '@arbiter/kernel';
import { mederRuleSet } from '../rules';
import { piecesPlacedSchema } from './placement-protocol';
import { withVariants } from './rules';

const rules = withVariants(mederRuleSet);

function playEvents(setup: string, options: Record<string, string>, texts: string[]): DomainEvent[] {
  const started = unwrap(decideStart(rules, { setup, options }));
  let s = startState(rules, started);
  const events: DomainEvent[] = [started];
  for (const text of texts) {
    const decided = unwrap(
      decideGame(
        rules,
        s,
        s.phase === 'setup' ? { type: 'Place', step: text } : { type: 'Move', move: text },
      ),
    );
    for (const e of decided) s = evolveGame(rules, s, e);
    events.push(...decided);
  }
  return events;
}

describe('variant games in records', () => {
  it('a 960x960 game with mirrored rows keeps its placement steps, options and setup through a record', () => {
    const events = playEvents('960x960', { 'v-p6-setups': 'mirrored', 'v-a1': 'on' }, [
      'B@b1W',
      'B@c8B',
      'N@a1W',
      'N@d8B',
      'Q@d0KL1',
      'b2W-b4N',
      'b7B-b5B',
    ]);
    for (const e of events.filter((x) => x.type === 'PiecesPlaced'))
      expect(piecesPlacedSchema.safeParse(e.data).success).toBe(true);
    const record = unwrap(recordFromEvents(rules, events));
    const text = makeRecord(record);
    expect(text).toContain('[Setup "960x960"]');
    expect(text).toContain('v-p6-setups=mirrored');
    const replayed = replayRecord(rules, unwrap(parseRecord(text)));
    expect(replayed.ok).toBe(true);
    if (replayed.ok) expect(replayed.events.map((e) => e.type)).toEqual(events.map((e) => e.type));
  });

  it('a 3D-Chess960 game with a king-side castling replays from its record', () => {
    const events = playEvents('chess960:409', {}, ['b2W-b4N', 'b7B-b5B', '0-0']);
    const text = makeRecord(unwrap(recordFromEvents(rules, events)));
    expect(text).toContain('[Setup "chess960:409"]');
    const replayed = replayRecord(rules, unwrap(parseRecord(text)));
    expect(replayed.ok && rules.makePosition(replayed.state.position)).toBe(
      rules.makePosition(
        events.slice(1).reduce((s, e) => evolveGame(rules, s, e), startState(rules, events[0])).position,
      ),
    );
  });
});
