/**
 * `dutchSystem.judge`: the Dutch criteria a pairing breaks, board by board, for an arbiter who
 * edits a paired round. The absolute criteria (C1 rematch or forbidden pair, C2 PAB, C3 same
 * absolute colour) are the ones `checkTournament` reads first; the quality facts are named per
 * player as the weights count them: a colour preference missed (C12, strong: C13; a topscorer's
 * absolute one: C10), a float repeated (C14-C17), a score difference (C7), a PAB score (C5).
 * Trade-off: a board is judged on its own facts, not by re-matching the bracket, so a warning says
 * what the edit does to these players; a board with no such fact is `colours` (the engine's pair,
 * other colours) or `order` (as good by every criterion here, not the Dutch order's choice).
 */
import type { BreachKind, PairingBreach, PairingInput, PlayerId, RoundPairing } from '@arbiter/tournament';
import { compatible, pairKey, swissPlayers, type SwissPlayer } from '@arbiter/swiss';
import { swissDutchMessages, verdictCode } from './messages';

/** A breach with its one-line English note (what `pair --check` prints). */
export interface NotedBreach extends PairingBreach {
  readonly note: string;
}

function breach(
  board: number | null,
  criterion: string,
  kind: BreachKind,
  players: readonly PlayerId[],
  note: string,
): NotedBreach {
  return { board, criterion, rule: swissDutchMessages[verdictCode(criterion)].rule, kind, players, note };
}

/** The absolute criteria a pairing breaks (C1, forbidden pairs as C1, C3, then the PAB's C2), in that order. */
export function absoluteBreaches(input: PairingInput, pairing: RoundPairing): NotedBreach[] {
  const players = new Map(swissPlayers(input).map((p) => [p.id, p]));
  const forbidden = new Set(input.forbiddenPairs.map(([a, b]) => pairKey(a, b)));
  const out: NotedBreach[] = [];
  pairing.boards.forEach((b, i) => {
    const w = players.get(b.white);
    const k = players.get(b.black);
    if (!w || !k) return;
    const both = [w.id, k.id];
    if (w.met.has(k.id)) out.push(breach(i + 1, 'C1', 'rematch', both, `${w.id} and ${k.id} already met`));
    else if (forbidden.has(pairKey(w.id, k.id)))
      out.push(breach(i + 1, 'C1', 'forbidden', both, `${w.id} and ${k.id} must not be paired`));
    else if (!compatible(w, k, new Set()))
      out.push(breach(i + 1, 'C3', 'absolute-colour', both, `${w.id} and ${k.id} both need the same colour`));
  });
  if (pairing.pab !== null) {
    const p = players.get(pairing.pab);
    if (p && !p.pabEligible)
      out.push(breach(null, 'C2', 'pab', [p.id], `${p.id} already had a PAB or an unplayed win`));
  }
  return out;
}

/** What one player's colour on a board breaks: his absolute (C3; topscorer C10), strong (C13) or mild (C12) preference. */
function colourBreach(board: number, p: SwissPlayer, got: 'white' | 'black'): NotedBreach | null {
  const pref = p.preference;
  if (pref.colour === null || pref.colour === got) return null;
  const article = pref.strength === 'absolute' ? 'an' : 'a';
  const note = `${p.id} gets ${got} against ${article} ${pref.strength} preference for ${pref.colour}`;
  if (pref.strength === 'absolute')
    return p.topscorer
      ? breach(board, 'C10', 'colour', [p.id], note)
      : breach(board, 'C3', 'absolute-colour', [p.id], note);
  return breach(board, pref.strength === 'strong' ? 'C13' : 'C12', 'colour', [p.id], note);
}

/** The floats a board repeats (C14-C17) and its score difference (C7). */
function floatBreaches(board: number, a: SwissPlayer, b: SwissPlayer): NotedBreach[] {
  if (a.units === b.units) return [];
  const [hi, lo] = a.units > b.units ? [a, b] : [b, a];
  const out = [breach(board, 'C7', 'score', [hi.id, lo.id], `${hi.id} and ${lo.id} have different scores`)];
  if (hi.floatLast === 'down') out.push(breach(board, 'C14', 'float', [hi.id], `${hi.id} floats down again`));
  if (lo.floatLast === 'up') out.push(breach(board, 'C15', 'float', [lo.id], `${lo.id} floats up again`));
  if (hi.floatBeforeLast === 'down')
    out.push(breach(board, 'C16', 'float', [hi.id], `${hi.id} floats down as two rounds before`));
  if (lo.floatBeforeLast === 'up')
    out.push(breach(board, 'C17', 'float', [lo.id], `${lo.id} floats up as two rounds before`));
  return out;
}

const boardKey = (b: { white: number; black: number }): string => `${b.white}-${b.black}`;

/** The criteria `pairing` breaks on each board (and PAB) that differs from `engine`. */
export function judgePairing(
  input: PairingInput,
  pairing: RoundPairing,
  engine: RoundPairing,
): NotedBreach[] {
  const players = new Map(swissPlayers(input).map((p) => [p.id, p]));
  const engineBoards = new Set(engine.boards.map(boardKey));
  const enginePairs = new Set(engine.boards.map((b) => pairKey(b.white, b.black)));
  const absolute = absoluteBreaches(input, pairing);
  const out: NotedBreach[] = [];
  pairing.boards.forEach((b, i) => {
    if (engineBoards.has(boardKey(b))) return;
    const w = players.get(b.white);
    const k = players.get(b.black);
    if (!w || !k) return;
    const here = absolute.filter((x) => x.board === i + 1);
    const colours = [colourBreach(i + 1, w, 'white'), colourBreach(i + 1, k, 'black')].filter(
      (x): x is NotedBreach =>
        x !== null && !(x.criterion === 'C3' && here.some((h) => h.criterion === 'C3')),
    );
    // the engine's own pair with other colours: only the colours are the edit's doing
    const enginePair = enginePairs.has(pairKey(w.id, k.id));
    const found = [...here, ...colours, ...(enginePair ? [] : floatBreaches(i + 1, w, k))];
    if (found.length === 0)
      found.push(
        enginePair
          ? breach(i + 1, 'colours', 'order', [w.id, k.id], 'the engine gives this pair the other colours')
          : breach(i + 1, 'order', 'order', [w.id, k.id], 'as good by these criteria, not the Dutch order'),
      );
    out.push(...found);
  });
  if (pairing.pab !== engine.pab && pairing.pab !== null) {
    const pab = absolute.find((x) => x.board === null);
    if (pab) out.push(pab);
    const p = players.get(pairing.pab);
    const lowest = Math.min(...[...players.values()].filter((x) => x.pabEligible).map((x) => x.units));
    if (p && p.units > lowest)
      out.push(
        breach(null, 'C5', 'score', [p.id], `${p.id} gets the PAB with a higher score than necessary`),
      );
    else if (!pab) out.push(breach(null, 'order', 'order', [pairing.pab], 'not the Dutch order of the PAB'));
  }
  return out;
}
