/**
 * The create form's settings for the day of play: check-in before each round and what pairing
 * does with a player who has not checked in (ruling ARB CI2), and Baku acceleration (FIDE C.04.5.1),
 * which only the Dutch system offers.
 */
import { useTranslation } from 'react-i18next';
import type { CheckInPolicy } from '@arbiter/api';
import { useLang } from './common';

const POLICIES: readonly CheckInPolicy[] = ['off', 'zero-bye', 'withdraw'];

/** Where the acceleration and the check-in rulings are explained. */
export function hallDocsHref(lang: string, page: 'acceleration' | 'check-in'): string {
  const base = `/${lang === 'cs' ? 'cs/' : ''}docs/tournament/`;
  return page === 'acceleration' ? `${base}acceleration` : `${base}arbiters-edge#check-in`;
}

/** The form's fields as the create request's `checkIn` and `acceleration`. */
export function hallSettingsOf(
  form: FormData,
  system: string,
): { checkIn?: CheckInPolicy; acceleration?: 'baku' } {
  const policy = String(form.get('checkIn') ?? 'off') as CheckInPolicy;
  return {
    ...(policy !== 'off' ? { checkIn: policy } : {}),
    ...(system === 'dutch' && form.get('acceleration') === 'baku' ? { acceleration: 'baku' as const } : {}),
  };
}

/** The check-in policy and, for the Dutch system, the acceleration checkbox. */
export function HallSettings({ system }: { system: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <div className="row">
      <label className="grow">
        {t('checkIn.policy')}
        <select
          name="checkIn"
          defaultValue="off"
          aria-describedby="check-in-help"
          data-testid="check-in-policy"
        >
          {POLICIES.map((p) => (
            <option key={p} value={p}>
              {t(`checkIn.policies.${p}`)}
            </option>
          ))}
        </select>
        <span className="help" id="check-in-help">
          {t('checkIn.policyHelp')} <a href={hallDocsHref(lang, 'check-in')}>ARB CI2</a>
        </span>
      </label>
      {system === 'dutch' && (
        <fieldset className="grow">
          <legend>{t('checkIn.acceleration')}</legend>
          <label className="inline">
            <input type="checkbox" name="acceleration" value="baku" data-testid="acceleration" />{' '}
            {t('checkIn.baku')}
          </label>
          <span className="help">
            {t('checkIn.bakuHelp')} <a href={hallDocsHref(lang, 'acceleration')}>FIDE C.04.5.1</a>
          </span>
        </fieldset>
      )}
    </div>
  );
}
