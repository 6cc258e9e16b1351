/**
 * Meder's rules with the Variants page: the engine's rule set plus the variant options and
 * setups, castlings derived from the first rows, the variants' judge hook and the 960x960
 * placement phase. Trade-off: a decorator over the engine's `makeTriDRules`, so the engine
 * stays variant-free and every variant enters through its configuration and this one file.
 */
import { ok, type GameRules, type ResolvedOptions, type Result } from '@arbiter/kernel';
import { makeTriDRules, type TriDRuleSet, type TriDSetup } from '../rules';
import type { Move } from '../moves';
import type { Position } from '../position';
import { VARIANT_OPTIONS, VARIANT_SETUPS } from './catalogue';
import { applyVariantOptions, isOn } from './engine-config';
import {
  emptyRowsBoard,
  evolvePiecesPlaced,
  piecesPlacedSchema,
  piecesPlacedText,
  placementProtocol,
  withVariantCastlings,
} from './placement-protocol';
import { variantStart } from './setups';

/** The boards field gains the two neutral boards of V.A4 when the option is on. */
function withNeutralBoards(position: string, options: ResolvedOptions): string {
  if (!isOn(options, 'v-a4')) return position;
  const fields = position.trim().split(/\s+/);
  if (fields.length !== 7 || /:n/.test(fields[1])) return position;
  const taken = new Set(fields[1].split(',').map((b) => b.split(':')[0]));
  const extra = ['KL3:n', 'QL4:n'].filter((b) => !taken.has(b.split(':')[0]));
  fields[1] = [...(fields[1] === '-' ? [] : [fields[1]]), ...extra].join(',');
  return fields.join(' ');
}

/** A rule set extended by the Variants page's options and setups. */
export function variantRuleSet(base: TriDRuleSet): TriDRuleSet {
  const setups: TriDSetup[] = [
    ...base.setups,
    ...VARIANT_SETUPS.filter((s) => !base.setups.some((b) => b.id === s.id)).map((s) => ({
      ...s,
      position: null,
    })),
  ];
  return {
    ...base,
    options: [...base.options, ...VARIANT_OPTIONS],
    setups,
    configure: (options) => applyVariantOptions(base.configure(options), options),
  };
}

/** The kernel's rules for a rule set with the Variants page (setups, options, placement phase). */
export function withVariants(base: TriDRuleSet): GameRules<Position, Move> {
  const set = variantRuleSet(base);
  const rules = makeTriDRules(set);
  const finish = (p: Result<Position>): Result<Position> => {
    if (!p.ok) return p;
    const board = withVariantCastlings(p.value.board, p.value.board.cfg, p.value.options);
    return board.ok ? ok({ ...p.value, board: board.value }) : board;
  };
  const parsePosition = (text: string, options: ResolvedOptions) =>
    finish(rules.parsePosition(withNeutralBoards(text, options), options));
  return {
    ...rules,
    eventSchemas: { ...rules.eventSchemas, PiecesPlaced: piecesPlacedSchema },
    placement: placementProtocol,
    start(setup, options) {
      const variant = variantStart(setup);
      if (variant) {
        if (!variant.ok) return variant;
        if (variant.value.kind === 'position') return parsePosition(variant.value.position, options);
        const board = emptyRowsBoard(set.configure(options));
        return ok({ board, options, history: [] });
      }
      const entry = base.setups.find((s) => s.id === setup);
      if (entry?.position) return parsePosition(entry.position, options);
      return finish(rules.start(setup, options));
    },
    parsePosition,
    evolve: (p, e) => (e.type === 'PiecesPlaced' ? evolvePiecesPlaced(p, e) : rules.evolve(p, e)),
    eventText: (p, e) => (e.type === 'PiecesPlaced' ? piecesPlacedText(e) : rules.eventText(p, e)),
  };
}
