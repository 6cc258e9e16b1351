/**
 * The board picture with its keyboard twin: the SVG from the game package (clicking a piece
 * or a pin selects it, clicking a square then tries the move), and beside it lists of buttons
 * for the same actions, so everything works with the keyboard and a screen reader alone.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameAdapter, Marks, OfferedMove } from './games';

export function BoardView(props: {
  game: GameAdapter;
  position: unknown;
  locale: 'en' | 'cs';
  selected?: string;
  tried?: { from: string; to: string };
  offered: readonly OfferedMove[];
  onSelect(square: string | undefined): void;
  onTry(move: string): void;
  /** Only the picture (a stored game being replayed): no selection, no moves to try. */
  pictureOnly?: boolean;
}) {
  const { t } = useTranslation();
  const { game, position, locale, selected, offered } = props;
  const origins = useMemo(() => [...new Set(offered.map((m) => m.from))].sort(), [offered]);
  const fromSelected = offered.filter((m) => m.from === selected);
  const checks = useMemo(() => game.rules.status(position).checks, [game, position]);
  const marks: Marks = {
    ...(checks.length ? { check: checks } : {}),
    ...(selected ? { selected: [selected], target: fromSelected.map((m) => m.to) } : {}),
    ...(props.tried && !selected ? { from: [props.tried.from], to: [props.tried.to] } : {}),
  };
  const svg = useMemo(
    () => game.svg(position, marks, locale),
    [game, position, locale, JSON.stringify(marks)],
  );

  function onClick(e: React.MouseEvent) {
    if (props.pictureOnly) return;
    const el = (e.target as Element).closest('[data-square],[data-pin]');
    if (!el) return;
    const name = el.getAttribute('data-square') ?? el.getAttribute('data-pin')!;
    if (selected && name !== selected) {
      const m = fromSelected.find((x) => x.to === name);
      props.onTry(m ? m.text : `${selected}-${name}`);
      return;
    }
    if (name === selected) props.onSelect(undefined);
    else if (el.hasAttribute('data-piece') || el.getAttribute('data-owner') !== null) props.onSelect(name);
  }

  return (
    <div className="board-area">
      {/* The picture is a mouse shortcut; the lists beside it offer the same actions to the keyboard. */}
      <div className="board" onClick={onClick} dangerouslySetInnerHTML={{ __html: svg }} />
      {!props.pictureOnly && (
        <div className="movable">
          <h3 id="movable-heading">{t('wb.movable')}</h3>
          <ul className="chips" aria-labelledby="movable-heading">
            {origins.map((o) => (
              <li key={o}>
                <button
                  type="button"
                  aria-pressed={o === selected}
                  data-origin={o}
                  onClick={() => props.onSelect(o === selected ? undefined : o)}
                >
                  {o}
                </button>
              </li>
            ))}
          </ul>
          {selected ? (
            <>
              <h3 id="targets-heading">{t('wb.targets', { from: selected })}</h3>
              <ul className="chips" aria-labelledby="targets-heading">
                {fromSelected.map((m) => (
                  <li key={m.text}>
                    <button type="button" data-move={m.text} onClick={() => props.onTry(m.text)}>
                      {m.text}
                    </button>
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <p className="hint">{t('wb.noneSelected')}</p>
          )}
        </div>
      )}
    </div>
  );
}
