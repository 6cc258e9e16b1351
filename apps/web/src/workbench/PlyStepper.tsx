/**
 * Steps through a game's plies: first, previous, next, last, or a ply typed in. Shared by the
 * workbench (a record typed in) and the tournament's game viewer (a board's stored record).
 */
import { useTranslation } from 'react-i18next';

export function PlyStepper({ ply, plies, onPly }: { ply: number; plies: number; onPly(ply: number): void }) {
  const { t } = useTranslation();
  return (
    <div className="row" role="group" aria-label={t('wb.ply')}>
      <button type="button" onClick={() => onPly(0)} disabled={ply === 0}>
        {t('wb.first')}
      </button>
      <button type="button" onClick={() => onPly(ply - 1)} disabled={ply === 0}>
        {t('wb.prev')}
      </button>
      <button type="button" onClick={() => onPly(ply + 1)} disabled={ply >= plies}>
        {t('wb.next')}
      </button>
      <button type="button" onClick={() => onPly(plies)} disabled={ply >= plies}>
        {t('wb.last')}
      </button>
      <label>
        {t('wb.ply')}{' '}
        <input
          type="number"
          min={0}
          max={plies}
          value={ply}
          name="ply"
          onChange={(e) => onPly(Math.max(0, Math.min(plies, Number(e.target.value) || 0)))}
        />
      </label>
      <span data-testid="ply-status">{t('wb.plyOf', { ply, total: plies })}</span>
    </div>
  );
}
