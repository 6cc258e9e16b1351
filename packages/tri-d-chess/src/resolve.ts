/**
 * Matching a written move to the legal moves, explaining a miss, and writing moves in
 * Appendix E with the least disambiguation E11-E13 ask for.
 * Trade-off: matching filters the fast generator's list; only a miss asks the slow judge,
 * so a refusal always names the clause that refuses it.
 */
import type { ParseMode, Rejection, Result } from '@arbiter/kernel';
import {
  BOARD_MOVE,
  CASTLE,
  EN_PASSANT,
  moveFrom,
  moveKind,
  movePre,
  movePromo,
  moveTo,
  type Engine,
} from './engine';
import { FILES, PINS, SQUARE_COUNT, SQ_COL, SQ_FILE, SQ_NAME, SQ_PIN, SQ_RANK } from './geometry';
import { judge, type JudgeHook, type Verdict } from './judge';
import { refuse } from './messages';
import { makeLongForm } from './moves';
import { parseRequest, type Request } from './notation';
import { CASTLING_SIDE_CS, PAWN, ROLES, ROLE_LETTER, roleCode, word } from './pieces';
import { makeBoard } from './position';

/** What is wrong with a capture mark (TR E10), in both languages. */
const CAPTURE_MARK = {
  needless: { en: 'x marks a capture, but this move captures nothing', cs: 'x značí braní, ale tento tah nic nebere' },
  missing: { en: 'a capture is written with x (E10)', cs: 'braní se zapisuje s x (E10)' },
  enPassant: { en: 'e.p. is written only for an en passant capture', cs: 'e.p. se píše jen u braní mimochodem' },
} as const;

/** All legal moves of a board, encoded. */
export function legalCodes(board: Engine): number[] {
  const out = board.buffer(0);
  const n = board.legal(out);
  const codes: number[] = new Array<number>(n);
  for (let i = 0; i < n; i++) codes[i] = out[i];
  return codes;
}

const levelName = (s: number): string => (SQ_PIN[s] >= 0 ? PINS[SQ_PIN[s]] : SQ_NAME[s].slice(-1));
const fail = (rejection: Rejection): Result<never> => ({ ok: false, error: rejection });

function isPieceMove(m: number): boolean {
  const k = moveKind(m);
  return k !== CASTLE && k !== BOARD_MOVE;
}

function matches(board: Engine, req: Request, m: number): boolean {
  const body = req.body;
  if (movePre(m) !== req.delayed) return false;
  if (body.kind === 'castle')
    return moveKind(m) === CASTLE && board.cfg.castlings[moveTo(m)].side === body.side;
  if (body.kind === 'board')
    return (
      moveKind(m) === BOARD_MOVE &&
      moveTo(m) === body.to &&
      (body.from < 0 || moveFrom(m) === body.from) &&
      movePromo(m) === body.promotion
    );
  if (!isPieceMove(m) || moveTo(m) !== body.to || movePromo(m) !== body.promotion) return false;
  const from = moveFrom(m);
  if (body.from >= 0) return from === body.from;
  const role = ROLES[(board.sq[from] & 7) - 1];
  if ((body.role ?? 'pawn') !== role) return false;
  if (body.file >= 0 && SQ_FILE[from] !== body.file) return false;
  if (body.rank >= 0 && SQ_RANK[from] !== body.rank) return false;
  return !body.level || levelName(from) === body.level;
}

/** The position seen from above: each piece by column (ruling 14's "same position" for identical pieces). */
function projection(board: Engine, m: number): string {
  board.make(m);
  const cols: string[] = [];
  for (let s = 0; s < SQUARE_COUNT; s++) if (board.sq[s]) cols.push(`${board.sq[s]}@${SQ_COL[s]}`);
  const rest = makeBoard(board).split(' ').slice(1).join(' ');
  board.unmake();
  return `${cols.sort().join(',')} ${rest}`;
}

/** Why no legal move fits the request: the judge's answer for the most telling candidate. */
function explainMiss(board: Engine, req: Request, hook: JudgeHook | null): Rejection {
  const body = req.body;
  const pre = req.delayed;
  if (req.delayedSquare >= 0 && req.delayedSquare !== board.pending)
    return refuse('ERR_NO_PROMOTION_PENDING_ON', { square: SQ_NAME[req.delayedSquare] });
  const first = (verdicts: Verdict[]): Rejection | null => {
    const bad = verdicts.filter((v): v is Extract<Verdict, { ok: false }> => !v.ok).map((v) => v.rejection);
    return bad[0] ?? null;
  };
  if (body.kind === 'castle') {
    const index = board.cfg.castlings.findIndex((c) => c.color === board.turn && c.side === body.side);
    return (
      first([judge(board, { kind: 'castle', index, pre }, hook)]) ??
      refuse('ERR_NO_SUCH_MOVE', {
        piece: word('king'),
        to: { en: body.side, cs: CASTLING_SIDE_CS[body.side] ?? body.side },
      })
    );
  }
  if (body.kind === 'board') {
    const froms =
      body.from >= 0
        ? [body.from]
        : PINS.map((_, p) => p)
            .filter((p) => board.pinBoard[p] >= 0 && p !== body.to)
            .sort(
              (a, b) =>
                Number(!board.cfg.pinTargets[a].includes(body.to)) -
                Number(!board.cfg.pinTargets[b].includes(body.to)),
            );
    return (
      first(
        froms.map((from) =>
          judge(board, { kind: 'board', from, to: body.to, promotion: body.promotion, pre }, hook),
        ),
      ) ?? refuse('ERR_NO_BOARD_ON_PIN', { pin: PINS[body.to] })
    );
  }
  if (!board.live[body.to])
    return refuse('ERR_SQUARE_NOT_PRESENT', { square: SQ_NAME[body.to], pin: PINS[SQ_PIN[body.to]] });
  if (body.from >= 0)
    return (
      first([
        judge(board, { kind: 'piece', from: body.from, to: body.to, promotion: body.promotion, pre }, hook),
      ]) ?? refuse('ERR_NO_SUCH_MOVE', { piece: word('piece'), to: SQ_NAME[body.to] })
    );
  const role = roleCode(body.role ?? 'pawn');
  const froms: number[] = [];
  for (let s = 0; s < SQUARE_COUNT; s++) {
    if (board.sq[s] !== (role | (board.turn << 3))) continue;
    if (body.file >= 0 && SQ_FILE[s] !== body.file) continue;
    if (body.rank >= 0 && SQ_RANK[s] !== body.rank) continue;
    if (body.level && levelName(s) !== body.level) continue;
    froms.push(s);
  }
  const rejections = froms
    .map((from) => judge(board, { kind: 'piece', from, to: body.to, promotion: body.promotion, pre }, hook))
    .filter((v): v is Extract<Verdict, { ok: false }> => !v.ok)
    .map((v) => v.rejection);
  const geometric = /^ERR_(QUEEN|ROOK|BISHOP|KNIGHT|KING|PAWN)_MOVE$|^ERR_VERTICAL_MOVE$/;
  const telling = rejections.filter((r) => !geometric.test(r.code));
  if (telling.length >= 1) return telling[0];
  // A move only the other side could make: say so rather than "no such move" (TR 1.1).
  const other = board.clone();
  other.turn = (board.turn ^ 1) as 0 | 1;
  other.ep = -1;
  other.pending = -1;
  for (let s = 0; s < SQUARE_COUNT; s++) {
    if (other.sq[s] !== (role | (other.turn << 3))) continue;
    if (body.file >= 0 && SQ_FILE[s] !== body.file) continue;
    if (body.rank >= 0 && SQ_RANK[s] !== body.rank) continue;
    if (body.level && levelName(s) !== body.level) continue;
    if (judge(other, { kind: 'piece', from: s, to: body.to, promotion: body.promotion, pre: 0 }, hook).ok)
      return refuse('ERR_WRONG_SIDE', { square: SQ_NAME[s], side: board.turn ? 'black' : 'white' });
  }
  if (rejections.length === 1) return rejections[0];
  return refuse('ERR_NO_SUCH_MOVE', { piece: word(body.role ?? 'pawn'), to: SQ_NAME[body.to] });
}

/** The player's choices made beside the text, as role codes: a promotion and a delayed promotion (ruling 10). */
export interface MoveChoices {
  readonly promotion?: number;
  readonly delayed?: number;
}

/** What the reader knows besides the text: the rule set's judge hook, the choices made beside it, and the board's legal moves when already known. */
export interface ResolveContext {
  readonly hook?: JudgeHook | null;
  readonly choices?: MoveChoices;
  readonly legal?: readonly number[];
}

/** The request with the choices made beside the text filled in where the text itself makes none. */
function withChoices(req: Request, choices: MoveChoices | undefined): Request {
  if (!choices) return req;
  const body =
    choices.promotion && req.body.kind !== 'castle' && req.body.promotion === 0
      ? { ...req.body, promotion: choices.promotion }
      : req.body;
  const delayed = choices.delayed && req.delayed === 0 ? choices.delayed : req.delayed;
  return body === req.body && delayed === req.delayed ? req : { ...req, body, delayed };
}

/**
 * The move a text names in `board`, with any warnings; a rejection with code and rule otherwise.
 * Reading asks the board for its legal moves by make/unmake: give it a scratch engine.
 */
export function resolveMove(
  board: Engine,
  text: string,
  mode: ParseMode = 'strict',
  context: ResolveContext = {},
): Result<{ move: number; warnings: readonly Rejection[] }> {
  const parsed = parseRequest(text, mode);
  if (!parsed.ok) return parsed;
  const hook = context.hook ?? null;
  const req = withChoices(parsed.value, context.choices);
  const warnings = [...req.warnings];
  const legal = context.legal ?? legalCodes(board);
  let found = legal.filter((m) => matches(board, req, m));
  if (req.delayedSquare >= 0 && req.delayedSquare !== board.pending) found = [];
  if (found.length === 0) return fail(explainMiss(board, req, hook));
  if (found.length > 1) {
    const body = req.body;
    const names = found.map((m) => makeLongForm(board, m)).join(', ');
    const same = new Set(found.map((m) => projection(board, m))).size === 1;
    if (mode === 'lenient' && same) {
      warnings.push(
        refuse('WARN_AMBIGUOUS_SAME_POSITION', {
          text,
          count: found.length,
          chosen: makeLongForm(board, found[0]),
        }),
      );
      found = [found[0]];
    } else if (body.kind === 'board')
      return fail(refuse('ERR_AMBIGUOUS_BOARD_MOVE', { to: PINS[body.to], candidates: names }));
    else if (body.kind === 'piece' && body.role === null)
      return fail(refuse('ERR_AMBIGUOUS_PAWN_MOVE', { text, candidates: names }));
    else return fail(refuse('ERR_AMBIGUOUS_MOVE', { text, candidates: names }));
  }
  const move = found[0];
  const body = req.body;
  if (body.kind === 'piece') {
    const capture = moveKind(move) === EN_PASSANT || board.sq[moveTo(move)] !== 0;
    const problem =
      body.capture === true && !capture
        ? CAPTURE_MARK.needless
        : body.capture === false && capture
          ? CAPTURE_MARK.missing
          : body.enPassant && moveKind(move) !== EN_PASSANT
            ? CAPTURE_MARK.enPassant
            : null;
    if (problem) {
      const r = refuse('ERR_CAPTURE_MARK', { text, detail: problem });
      if (mode === 'strict') return fail(r);
      warnings.push(r);
    }
  }
  return { ok: true, value: { move, warnings } };
}

/**
 * Appendix E for an encoded legal move: letter, least disambiguation (E11, E12), x, square,
 * promotion, check. Check and mate are found by make/unmake: give it a scratch engine.
 */
export function makeAppendixE(
  board: Engine,
  m: number,
  legal: readonly number[] = legalCodes(board),
): string {
  const pre = movePre(m);
  const prefix = pre ? `${SQ_NAME[board.pending]}${ROLE_LETTER[ROLES[pre - 1]]},` : '';
  const kind = moveKind(m);
  let body: string;
  if (kind === CASTLE) body = board.cfg.castlings[moveTo(m)].side === 'king' ? '0-0' : '0-0-0';
  else if (kind === BOARD_MOVE) {
    const rivals = legal.filter(
      (o) =>
        moveKind(o) === BOARD_MOVE &&
        moveTo(o) === moveTo(m) &&
        moveFrom(o) !== moveFrom(m) &&
        movePre(o) === pre,
    );
    const promo = movePromo(m) ? ROLE_LETTER[ROLES[movePromo(m) - 1]] : '';
    body = `${rivals.length ? `${PINS[moveFrom(m)]}-` : ''}${PINS[moveTo(m)]}${promo}`;
  } else {
    const from = moveFrom(m);
    const to = moveTo(m);
    const code = board.sq[from];
    const capture = kind === EN_PASSANT || board.sq[to] !== 0;
    const promo = movePromo(m) ? ROLE_LETTER[ROLES[movePromo(m) - 1]] : '';
    const rivals = legal
      .filter(
        (o) =>
          isPieceMove(o) &&
          o !== m &&
          moveTo(o) === to &&
          movePre(o) === pre &&
          movePromo(o) === movePromo(m),
      )
      .map(moveFrom)
      .filter((s) => s !== from && board.sq[s] === code);
    const file = FILES[SQ_FILE[from]];
    const level = levelName(from);
    let dis = '';
    if ((code & 7) === PAWN) {
      // E10: a pawn capture names its departure file and level; E12: same file and rank, different levels.
      if (capture) dis = `${file}${level}`;
      else if (rivals.length) dis = `${file}${level}`;
    } else if (rivals.length) {
      const byFile = rivals.every((s) => SQ_FILE[s] !== SQ_FILE[from]);
      const byRank = rivals.every((s) => SQ_RANK[s] !== SQ_RANK[from]);
      const byLevel = rivals.every((s) => levelName(s) !== level);
      if (byFile) dis = file;
      else if (byRank) dis = String(SQ_RANK[from]);
      else if (byLevel) dis = level;
      else dis = `${file}${SQ_RANK[from]}${level}`;
    }
    const letter = (code & 7) === PAWN ? '' : ROLE_LETTER[ROLES[(code & 7) - 1]];
    body = `${letter}${dis}${capture ? 'x' : ''}${SQ_NAME[to]}${promo}${kind === EN_PASSANT ? 'e.p.' : ''}`;
  }
  // Check and mate after the move, by make/unmake (the board is a scratch engine).
  board.make(m);
  const check = board.inCheck();
  const mate = check && board.countLegal() === 0;
  board.unmake();
  return `${prefix}${body}${mate ? '#' : check ? '+' : ''}`;
}
