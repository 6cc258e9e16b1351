/**
 * Replay and conversion between the two records of a game: the event log
 * (canonical) and the human record (PGN conventions). A record replays through
 * the decider, so the first illegal move is found with its reason; an event log
 * turns back into the same record, so nothing is lost either way.
 */
import {
  opposite,
  type Color,
  type DomainEvent,
  type EventEnvelope,
  type GameCommand,
  type GameResult,
} from './events';
import { evolveGame, isGameLevelEvent, startState, type GameState } from './game';
import { openSession } from './session';
import { makeOptionList, parseOptionList, resolveOptions } from './options';
import type { GameRecord, RecordItem } from './record';
import { kernelMessages } from './messages';
import { refuse, refused } from './refuse';
import { ok, type Rejection, type Result } from './result';
import type { GameRules, ParseMode } from './rules';

/** A warning met while replaying (lenient notation), with the ply it belongs to. */
export interface ReplayWarning {
  readonly ply: number;
  readonly move: string;
  readonly warning: Rejection;
}

/** A record replayed to its end, or to its first refused item. */
export type ReplayReport<P> =
  | {
      readonly ok: true;
      readonly state: GameState<P>;
      readonly events: readonly DomainEvent[];
      readonly warnings: readonly ReplayWarning[];
    }
  | {
      readonly ok: false;
      /** 1-based number of the refused movetext item's ply (moves counted from 1), 0 for the header. */
      readonly ply: number;
      readonly item: string;
      readonly rejection: Rejection;
      /** The state before the refused item. */
      readonly state: GameState<P> | null;
      readonly events: readonly DomainEvent[];
      readonly warnings: readonly ReplayWarning[];
    };

const ACTS = [
  'place',
  'offer-draw',
  'accept-draw',
  'decline-draw',
  'claim',
  'resign',
  'flag',
  'adjudicate',
] as const;

function sideArg(arg: string | undefined): Color | null {
  return arg === 'white' || arg === 'black' ? arg : null;
}

function commandFor(
  item: RecordItem,
  state: GameState<unknown>,
  rules: GameRules<unknown, unknown>,
): Result<GameCommand> {
  const toMove = rules.turn(state.position);
  if (item.kind === 'move')
    return ok(
      state.phase === 'setup' ? { type: 'Place', step: item.text } : { type: 'Move', move: item.text },
    );
  if (item.kind === 'draw-offer') return ok({ type: 'OfferDraw', side: opposite(toMove) });
  const [a0, a1] = item.args;
  switch (item.act) {
    case 'place':
      return a0
        ? ok({ type: 'Place', step: a0 })
        : refused(kernelMessages, 'ERR_RECORD_SYNTAX', {
            detail: '{%place} needs a step',
            line: 0,
            column: 0,
          });
    case 'offer-draw':
    case 'accept-draw':
    case 'decline-draw':
    case 'resign':
    case 'flag': {
      const side = sideArg(a0) ?? (item.act === 'offer-draw' ? opposite(toMove) : toMove);
      const type = (
        {
          'offer-draw': 'OfferDraw',
          'accept-draw': 'AcceptDraw',
          'decline-draw': 'DeclineDraw',
          resign: 'Resign',
          flag: 'FlagFall',
        } as const
      )[item.act];
      return ok({ type, side });
    }
    case 'claim':
      if (a0 !== 'threefold-repetition' && a0 !== 'fifty-moves')
        return refused(kernelMessages, 'ERR_RECORD_SYNTAX', {
          detail: `{%claim} needs threefold-repetition or fifty-moves, not "${a0 ?? ''}"`,
          line: 0,
          column: 0,
        });
      return ok({
        type: 'ClaimDraw',
        side: sideArg(a1) ?? toMove,
        reason: a0,
        ...(item.args[2] ? { move: item.args[2] } : {}),
      });
    case 'adjudicate':
      if (a0 !== '1-0' && a0 !== '0-1' && a0 !== '1/2-1/2')
        return refused(kernelMessages, 'ERR_RECORD_SYNTAX', {
          detail: `{%adjudicate} needs a result, not "${a0 ?? ''}"`,
          line: 0,
          column: 0,
        });
      return ok({ type: 'Adjudicate', result: a0 as GameResult });
    default:
      return refused(kernelMessages, 'ERR_RECORD_UNKNOWN_ACT', { act: item.act, known: ACTS.join(', ') });
  }
}

/** One time for a whole replay's metadata: the events of a replay are compared and stored without it. */
function replayClock(): () => string {
  const now = new Date().toISOString();
  return () => now;
}

function itemText(item: RecordItem): string {
  return item.kind === 'move'
    ? item.text
    : item.kind === 'draw-offer'
      ? '(=)'
      : `{%${[item.act, ...item.args].join(' ')}}`;
}

/** Replays a record under its tags (Game, Options, Setup), returning the events it decides or its first refused item. */
export function replayRecord<P>(
  rules: GameRules<P, unknown>,
  record: GameRecord,
  mode: ParseMode = 'strict',
): ReplayReport<P> {
  const r = rules as GameRules<unknown, unknown>;
  const fail = (
    ply: number,
    item: string,
    why: Rejection,
    state: GameState<P> | null,
    events: DomainEvent[],
    warnings: ReplayWarning[],
  ): ReplayReport<P> => ({ ok: false, ply, item, rejection: why, state, events, warnings });
  const game = record.tags.Game;
  if (game && game !== rules.id && !rules.aliases.includes(game))
    return fail(
      0,
      `[Game "${game}"]`,
      refuse(kernelMessages, 'ERR_RECORD_WRONG_GAME', { game, expected: rules.id }),
      null,
      [],
      [],
    );
  const given = parseOptionList(record.tags.Options ?? '');
  if (!given.ok) return fail(0, `[Options "${record.tags.Options}"]`, given.error, null, [], []);
  // The record is played through the game machine, item by item, as any shell plays a game.
  const session = openSession(rules, { gameId: 'replay', mode, clock: replayClock() });
  const events: DomainEvent[] = [];
  const take = (sent: readonly EventEnvelope[]) => {
    for (const e of sent) events.push({ type: e.type, data: e.data });
  };
  const started = session.send({
    type: 'Start',
    setup: record.tags.Setup || rules.defaultSetup,
    options: given.value,
  });
  if (!started.ok) return fail(0, '[Setup/Options]', started.error, null, [], []);
  take(started.value.events);
  let state = session.state()!;
  const warnings: ReplayWarning[] = [];
  let ply = 0;
  const items = record.items;
  for (let at = 0; at < items.length;) {
    const item = items[at];
    if (item.kind === 'move' && state.phase !== 'setup') {
      // A run of moves outside setup: each is a Move named by its text whatever the position, so
      // the run goes to the machine as one batch, played move by move up to a refused one.
      let end = at;
      while (end < items.length && items[end].kind === 'move') end++;
      const run = items.slice(at, end) as readonly { kind: 'move'; text: string }[];
      const sent = session.sendAll(run.map((m) => ({ type: 'Move', move: m.text })));
      take(sent.events);
      for (const w of sent.warnings)
        warnings.push({ ply: ply + w.index + 1, move: run[w.index].text, warning: w.warning });
      state = session.state()!;
      if (sent.refused) {
        const refusedItem = run[sent.refused.index];
        return fail(
          ply + sent.refused.index + 1,
          refusedItem.text,
          sent.refused.rejection,
          state,
          events,
          warnings,
        );
      }
      ply += run.length;
      at = end;
      continue;
    }
    if (item.kind === 'move') ply++;
    const command = commandFor(item, state as GameState<unknown>, r);
    if (!command.ok) return fail(ply, itemText(item), command.error, state, events, warnings);
    const sent = session.send(command.value);
    if (!sent.ok) return fail(ply, itemText(item), sent.error, state, events, warnings);
    if (command.value.type === 'Move')
      for (const w of sent.value.warnings) warnings.push({ ply, move: command.value.move, warning: w });
    take(sent.value.events);
    state = session.state()!;
    at++;
  }
  session.stop();
  if (record.result !== '*' && state.outcome && state.outcome.result !== record.result) {
    return fail(
      ply,
      record.result,
      refuse(kernelMessages, 'ERR_RECORD_RESULT_MISMATCH', {
        record: record.result,
        game: `${state.outcome.result} (${state.outcome.reason})`,
      }),
      state,
      events,
      warnings,
    );
  }
  return { ok: true, state, events, warnings };
}

/** Turns an event list (starting with GameStarted) back into a human record; `tags` adds Event, Site, players... */
export function recordFromEvents<P>(
  rules: GameRules<P, unknown>,
  events: readonly DomainEvent[],
  tags: Readonly<Record<string, string>> = {},
): Result<GameRecord> {
  if (events.length === 0 || events[0].type !== 'GameStarted')
    return refused(kernelMessages, 'ERR_RECORD_EMPTY');
  let state = startState(rules, events[0]);
  const items: RecordItem[] = [];
  let lastMover: Color | null = null;
  for (const e of events.slice(1)) {
    const before = state;
    if (isGameLevelEvent(e.type)) {
      const side = (e.data as { side?: Color }).side;
      switch (e.type) {
        case 'DrawOffered':
          items.push(
            side === lastMover && items.length && items[items.length - 1].kind === 'move'
              ? { kind: 'draw-offer' }
              : { kind: 'act', act: 'offer-draw', args: [side!] },
          );
          break;
        case 'DrawAccepted':
          items.push({ kind: 'act', act: 'accept-draw', args: [side!] });
          break;
        case 'DrawDeclined':
          if (!(side === lastMover && items.length && items[items.length - 1].kind === 'move'))
            items.push({ kind: 'act', act: 'decline-draw', args: [side!] });
          break;
        case 'DrawClaimed': {
          // A claim made with the intended move (TR 9.2) carries that move: {%claim reason side move}.
          const reason = (e.data as { reason: string }).reason;
          const last = items[items.length - 1];
          if (side === lastMover && last?.kind === 'move')
            items[items.length - 1] = { kind: 'act', act: 'claim', args: [reason, side!, last.text] };
          else items.push({ kind: 'act', act: 'claim', args: [reason, side!] });
          break;
        }
        case 'Resigned':
          items.push({ kind: 'act', act: 'resign', args: [side!] });
          break;
        case 'TimeForfeited':
          items.push({ kind: 'act', act: 'flag', args: [side!] });
          break;
        case 'Adjudicated':
          items.push({ kind: 'act', act: 'adjudicate', args: [(e.data as { result: string }).result] });
          break;
        default:
          break;
      }
      if (e.type !== 'DrawDeclined' && e.type !== 'GameEnded') lastMover = null;
    } else {
      const text = rules.eventText(before.position, e);
      if (text !== null) {
        if (before.phase === 'setup') items.push({ kind: 'act', act: 'place', args: [text] });
        else {
          items.push({ kind: 'move', text });
          lastMover = rules.turn(before.position);
        }
      }
    }
    state = evolveGame(rules, state, e);
  }
  const resolved = resolveOptions(rules.options, state.options);
  const options = resolved.ok ? makeOptionList(rules.options, resolved.value) : '';
  const result = state.outcome?.result ?? '*';
  return ok({
    tags: {
      Game: rules.id,
      RuleSet: state.ruleSetVersion,
      Options: options,
      Setup: state.setup,
      Event: '?',
      Site: '?',
      Date: '????.??.??',
      Round: '?',
      White: '?',
      Black: '?',
      ...tags,
      Result: result,
    },
    items,
    result,
  });
}
