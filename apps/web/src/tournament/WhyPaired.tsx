/**
 * Why a board was paired so, on request: the server's explanation (the deciding criterion of the
 * pairing system, with its rule, or the arbiter's reason for a pairing by hand), in the reader's
 * language.
 */
import { useTranslation } from 'react-i18next';
import { useExplanation } from '../api/rounds';
import { formatPoints } from '../views/format';
import { ProblemView, useLang } from './common';

export function WhyPaired({ id, round, board }: { id: string; round: number; board: number }) {
  const { t } = useTranslation();
  const lang = useLang();
  const why = useExplanation(id, round, board);
  const e = why.data;
  return (
    <section className="panel" aria-live="polite" data-testid="why" aria-labelledby="why-h">
      <h3 id="why-h">{t('rounds.whyTitle', { board })}</h3>
      <ProblemView error={why.error} />
      {e && (
        <>
          <p data-testid="why-summary">{e.summary}</p>
          {e.detail && <p className="help">{e.detail}</p>}
          <dl className="facts">
            <dt>{t('rounds.whyRule')}</dt>
            <dd>
              <code>{e.rule}</code>
              {e.criterion ? ` (${e.criterion})` : ''}
            </dd>
            {[e.white, e.black].map((s) => (
              <div key={s.id} className="contents">
                <dt>{s.name}</dt>
                <dd>
                  {t('rounds.whyPoints', { points: formatPoints(s.points, lang) })}
                  {s.instead !== null ? `; ${t('rounds.whyInstead', { player: s.instead })}` : ''}
                </dd>
              </div>
            ))}
            {e.reason && (
              <>
                <dt>{t('rounds.reason')}</dt>
                <dd>{e.reason}</dd>
              </>
            )}
          </dl>
        </>
      )}
    </section>
  );
}
