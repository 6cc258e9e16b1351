/**
 * What pairing will do with the players who have not checked in (ruling ARB CI2), shown on the
 * rounds screen before the arbiter pairs (by the system or by hand; an undo takes it back), and the day-of-play settings on the overview.
 */
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useCheckInList } from '../api/check-in';
import type { Settings } from '@arbiter/api';
import { useLang } from './common';
import { hallDocsHref } from './HallSettings';

/** The absentees of the next round and their treatment, before the round is paired. */
export function Absentees({ id, round }: { id: string; round: number }) {
  const { t } = useTranslation();
  const lang = useLang();
  const list = useCheckInList(id);
  if (!list.data || list.data.round !== round || list.data.treatment === null) return null;
  const names = new Map(list.data.players.map((p) => [p.player, p.name]));
  const present = list.data.players.filter((p) => p.checkedIn).length;
  return (
    <section className="panel no-print" aria-labelledby="absent-h" data-testid="absentees">
      <h3 id="absent-h">{t('checkIn.beforePairing', { round })}</h3>
      <p>
        {t('checkIn.presentCount', { present, total: list.data.players.length })}{' '}
        <Link to="/$lang/tournaments/$id/check-in" params={{ lang, id }}>
          {t('checkIn.openList')}
        </Link>
      </p>
      {list.data.absent.length === 0 ? (
        <p data-testid="no-absentees">{t('checkIn.noneAbsent')}</p>
      ) : (
        <>
          <p>
            {t(`checkIn.treatment.${list.data.treatment}`, { count: list.data.absent.length })} (
            <a href={hallDocsHref(lang, 'check-in')}>ARB CI2</a>)
          </p>
          <ul data-testid="absent-list">
            {list.data.absent.map((p) => (
              <li key={p}>
                {p}. {names.get(p)}
              </li>
            ))}
          </ul>
          <p data-testid="absentees-by-hand">{t('checkIn.byHand')}</p>
        </>
      )}
    </section>
  );
}

/** The acceleration and check-in settings as overview facts (inside its `<dl>`). */
export function HallFacts({ settings }: { settings: Settings }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <>
      <dt>{t('checkIn.acceleration')}</dt>
      <dd data-testid="acceleration-fact">
        {settings.acceleration === 'baku' ? (
          <>
            {t('checkIn.baku')} (<a href={hallDocsHref(lang, 'acceleration')}>FIDE C.04.5.1</a>)
          </>
        ) : (
          t('checkIn.noAcceleration')
        )}
      </dd>
      <dt>{t('checkIn.policy')}</dt>
      <dd data-testid="check-in-fact">{t(`checkIn.policies.${settings.checkIn ?? 'off'}`)}</dd>
    </>
  );
}
