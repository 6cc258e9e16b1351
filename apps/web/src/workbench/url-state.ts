/**
 * The workbench's state in the URL: everything needed to reproduce a case (game, setup or
 * position, options, record and ply, the move tried, the selected square), so a link is the
 * case. Unknown or malformed values are dropped, never trusted.
 */
export interface WorkbenchSearch {
  /** A game id as given (an unknown one is kept, so the page can refuse it by name). */
  game?: string;
  /** Setup name or position string. */
  setup?: string;
  /** Options that differ from the defaults: `a=b,c=d`. */
  opts?: string;
  record?: string;
  ply?: number;
  move?: string;
  sel?: string;
  scenario?: string;
}

const text = (v: unknown, max = 4000): string | undefined =>
  typeof v === 'string' && v.length > 0 && v.length <= max
    ? v
    : typeof v === 'number'
      ? String(v)
      : undefined;

export function parseSearch(search: Record<string, unknown>): WorkbenchSearch {
  const out: WorkbenchSearch = {};
  const game = text(search.game, 40);
  if (game && /^[A-Za-z0-9._-]+$/.test(game)) out.game = game;
  const setup = text(search.setup);
  if (setup) out.setup = setup;
  const opts = text(search.opts, 1000);
  if (opts && /^[A-Za-z0-9._=,-]+$/.test(opts)) out.opts = opts;
  const record = text(search.record, 20000);
  if (record) out.record = record;
  const ply = Number(search.ply);
  if (Number.isInteger(ply) && ply >= 0 && ply < 10000) out.ply = ply;
  const move = text(search.move, 100);
  if (move) out.move = move;
  const sel = text(search.sel, 10);
  if (sel && /^[A-Za-z0-9]+$/.test(sel)) out.sel = sel;
  const scenario = text(search.scenario, 300);
  if (scenario) out.scenario = scenario;
  return out;
}
