import { describe, expect, it } from 'vitest';
import type { DomainEvent, GameCommand } from './events';
import { decideGame, decideStart, evolveGame, foldGame, sideToAct, type GameState } from './game';
import { unwrap } from './result';
import { takeAway, type TakeAwayPosition } from './testing/take-away';

type S = GameState<TakeAwayPosition>;

function begin(setup = 'standard', options: Record<string, string> = {}): { state: S; log: DomainEvent[] } {
  const started = unwrap(decideStart(takeAway, { setup, options }));
  return { state: foldGame(takeAway, [started]), log: [started] };
}

function run(g: { state: S; log: DomainEvent[] }, ...commands: GameCommand[]) {
  for (const c of commands) {
    const events = unwrap(decideGame(takeAway, g.state, c));
    for (const e of events) g.state = evolveGame(takeAway, g.state, e);
    g.log.push(...events);
  }
  return g;
}

function refused(g: { state: S }, c: GameCommand) {
  const r = decideGame(takeAway, g.state, c);
  expect(r.ok).toBe(false);
  return r.ok ? null : r.error;
}

describe('game decider', () => {
  it('records game, rule-set version, options and setup in GameStarted', () => {
    const { log } = begin('standard', { 'max-take': '2' });
    expect(log[0]).toEqual({
      type: 'GameStarted',
      data: { game: 'take-away', ruleSetVersion: '1', options: { 'max-take': '2' }, setup: 'standard' },
    });
  });
  it('refuses an unknown option, an unknown value and a broken setup', () => {
    expect(decideStart(takeAway, { options: { nope: '1' } })).toMatchObject({
      ok: false,
      error: { code: 'ERR_UNKNOWN_OPTION' },
    });
    expect(decideStart(takeAway, { options: { 'max-take': '7' } })).toMatchObject({
      ok: false,
      error: { code: 'ERR_UNKNOWN_OPTION_VALUE' },
    });
    expect(decideStart(takeAway, { setup: 'pile:x' })).toMatchObject({
      ok: false,
      error: { code: 'ERR_TAKE_SETUP' },
    });
  });
  it('plays moves and ends the game when the position says so', () => {
    const g = begin('pile:3:white');
    run(g, { type: 'Move', move: 'take3' });
    expect(g.state.phase).toBe('finished');
    expect(g.state.outcome).toEqual({ result: '1-0', reason: 'checkmate', rule: 'TAKE 2' });
    expect(g.log.map((e) => e.type)).toEqual(['GameStarted', 'StonesTaken', 'GameEnded']);
    expect(sideToAct(takeAway, g.state)).toBeNull();
  });
  it('refuses any command once the game is over, naming the rule', () => {
    const g = run(begin('pile:2:white'), { type: 'Move', move: 'take2' });
    expect(refused(g, { type: 'Move', move: 'take1' })).toMatchObject({
      code: 'ERR_GAME_FINISHED',
      rule: 'TAKE 2',
    });
    expect(refused(g, { type: 'Resign', side: 'black' })).toMatchObject({ code: 'ERR_GAME_FINISHED' });
  });
  it('passes the rules rejection of an illegal move through unchanged', () => {
    const g = begin('standard', { 'max-take': '2' });
    expect(refused(g, { type: 'Move', move: 'take3' })).toMatchObject({
      code: 'ERR_TAKE_TOO_MANY',
      rule: 'TAKE 1',
    });
    expect(refused(g, { type: 'Move', move: 'x' })).toMatchObject({ code: 'ERR_TAKE_SYNTAX' });
  });
  it('handles draw offers: accept ends the game, a move declines it', () => {
    const g = run(begin(), { type: 'Move', move: 'take1' }, { type: 'OfferDraw', side: 'white' });
    expect(g.state.drawOffer).toBe('white');
    expect(refused(g, { type: 'OfferDraw', side: 'black' })).toMatchObject({
      code: 'ERR_DRAW_ALREADY_OFFERED',
      rule: 'TAKE 5',
    });
    expect(refused(g, { type: 'AcceptDraw', side: 'white' })).toMatchObject({ code: 'ERR_NO_DRAW_OFFER' });
    const declinedByMove = run({ state: g.state, log: [...g.log] }, { type: 'Move', move: 'take1' });
    expect(declinedByMove.log.slice(-2).map((e) => e.type)).toEqual(['StonesTaken', 'DrawDeclined']);
    expect(declinedByMove.state.drawOffer).toBeNull();
    const accepted = run({ state: g.state, log: [...g.log] }, { type: 'AcceptDraw', side: 'black' });
    expect(accepted.state.outcome).toEqual({ result: '1/2-1/2', reason: 'agreement', rule: 'TAKE 5' });
  });
  it('allows a draw claim only when the rules offer it, and only to the side to move', () => {
    const g = begin();
    expect(refused(g, { type: 'ClaimDraw', side: 'white', reason: 'threefold-repetition' })).toMatchObject({
      code: 'ERR_DRAW_CLAIM_INVALID',
      rule: 'TAKE 6',
    });
    run(g, ...Array.from({ length: 4 }, () => ({ type: 'Move', move: 'pass' }) as GameCommand));
    expect(refused(g, { type: 'ClaimDraw', side: 'black', reason: 'fifty-moves' })).toMatchObject({
      code: 'ERR_CLAIM_NOT_ON_MOVE',
    });
    run(g, { type: 'ClaimDraw', side: 'white', reason: 'threefold-repetition' });
    expect(g.state.outcome).toEqual({ result: '1/2-1/2', reason: 'threefold-repetition', rule: 'TAKE 6' });
  });
  it('judges a claim with an intended move on the position that move creates, and plays it', () => {
    const g = run(
      begin(),
      ...(['pass', 'pass', 'pass'].map((move) => ({ type: 'Move', move })) as GameCommand[]),
    );
    expect(refused(g, { type: 'ClaimDraw', side: 'black', reason: 'threefold-repetition' })).toMatchObject({
      code: 'ERR_DRAW_CLAIM_INVALID',
    });
    expect(
      refused(g, { type: 'ClaimDraw', side: 'black', reason: 'threefold-repetition', move: 'take1' }),
    ).toMatchObject({ code: 'ERR_DRAW_CLAIM_INVALID' });
    expect(
      refused(g, { type: 'ClaimDraw', side: 'black', reason: 'threefold-repetition', move: 'take9' }),
    ).toMatchObject({ code: 'ERR_TAKE_TOO_MANY' });
    run(g, { type: 'ClaimDraw', side: 'black', reason: 'threefold-repetition', move: 'pass' });
    expect(g.log.slice(-3).map((e) => e.type)).toEqual(['Passed', 'DrawClaimed', 'GameEnded']);
    expect(g.state.outcome).toMatchObject({ result: '1/2-1/2', reason: 'threefold-repetition' });
  });
  it('records resignation, time forfeit and adjudication with their results', () => {
    expect(run(begin(), { type: 'Resign', side: 'white' }).state.outcome).toMatchObject({
      result: '0-1',
      reason: 'resignation',
      rule: 'TAKE 7',
    });
    expect(run(begin(), { type: 'FlagFall', side: 'black' }).state.outcome).toMatchObject({
      result: '1-0',
      reason: 'time-forfeit',
      rule: 'TAKE 8',
    });
    expect(run(begin(), { type: 'Adjudicate', result: '1/2-1/2' }).state.outcome).toMatchObject({
      result: '1/2-1/2',
      reason: 'adjudication',
      rule: 'TAKE 9',
    });
  });
  it('runs a placement phase before play', () => {
    const g = begin('chosen');
    expect(g.state.phase).toBe('setup');
    expect(refused(g, { type: 'Move', move: 'take1' })).toMatchObject({ code: 'ERR_SETUP_NOT_FINISHED' });
    expect(refused(g, { type: 'Place', step: 'pile=99' })).toMatchObject({ code: 'ERR_TAKE_PLACEMENT' });
    run(g, { type: 'Place', step: 'pile=7' });
    expect(g.state.phase).toBe('play');
    expect(g.state.position.pile).toBe(7);
    expect(refused(g, { type: 'Place', step: 'pile=8' })).toMatchObject({ code: 'ERR_NOT_IN_SETUP' });
  });
  it('folds a log into the same state the decider produced step by step', () => {
    const g = run(
      begin(),
      { type: 'Move', move: 'take2' },
      { type: 'OfferDraw', side: 'white' },
      { type: 'DeclineDraw', side: 'black' },
      { type: 'Move', move: 'pass' },
    );
    expect(foldGame(takeAway, g.log)).toEqual(g.state);
  });
});
