/**
 * Create a tournament: game, setup and rule options (each with its rule id linked to the docs),
 * pairing system, rounds, points and tie-breaks. The server decides: a refused setting comes back
 * with its code and rule and nothing is stored.
 */
import { gameName, systemName } from './names';
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { tieBreakName } from '@arbiter/tournament';
import { useGames, usePairingSystems, useTieBreakCatalogue } from '../api/meta';
import { createTournament } from '../api/tournaments';
import { RuleLink } from '../workbench/RuleLink';
import { Outcome, pairingHref, tieBreakHref, useAction, useLang } from './common';
import { HallSettings, hallSettingsOf } from './HallSettings';

const ROUND_ROBINS = new Set(['round-robin', 'double-round-robin']);
const DEFAULT_TIEBREAKS = { swiss: 'BH/C1, BH, SB', roundRobin: 'SB, DE, WIN' };

export function CreateTournament() {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const games = useGames();
  const systems = usePairingSystems();
  const tieBreaks = useTieBreakCatalogue();
  const [gameId, setGameId] = useState('');
  const [system, setSystem] = useState('dutch');
  const [tieBreakText, setTieBreakText] = useState(DEFAULT_TIEBREAKS.swiss);
  const action = useAction();
  const game = games.data?.find((g) => g.id === gameId) ?? games.data?.[0];
  useEffect(() => {
    if (!gameId && games.data?.[0]) setGameId(games.data[0].id);
  }, [gameId, games.data]);
  const roundRobin = ROUND_ROBINS.has(system);

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    const num = (k: string) => Number(String(f.get(k)).replace(',', '.'));
    const options: Record<string, string> = {};
    for (const o of game?.options ?? []) options[o.id] = String(f.get(`opt-${o.id}`) ?? o.default);
    const rounds = String(f.get('rounds') ?? '').trim();
    const colour = String(f.get('initialColour') ?? '');
    const body = {
      name: String(f.get('name') ?? ''),
      game: game?.id ?? '',
      setup: String(f.get('setup') ?? game?.defaultSetup ?? ''),
      options,
      pairingSystem: system,
      rounds: rounds === '' ? null : Number(rounds),
      pointSystem: { win: num('win'), draw: num('draw'), loss: num('loss'), pab: num('pab') },
      tieBreaks: tieBreakText
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
      initialColour: colour === '' ? null : colour,
      allowedByes: f.getAll('byes').map(String),
      ...hallSettingsOf(f, system),
    };
    const id = await action.run(() => createTournament(body));
    if (id) await navigate({ to: '/$lang/tournaments/$id/players', params: { lang, id } });
  }

  return (
    <section>
      <h1>{t('create.title')}</h1>
      <form onSubmit={submit} className="panel stack" aria-label={t('create.title')}>
        <label>
          {t('create.name')}
          <input name="name" required maxLength={200} autoFocus />
        </label>
        <div className="row">
          <label className="grow">
            {t('create.game')}
            <select name="game" value={game?.id ?? ''} onChange={(e) => setGameId(e.target.value)}>
              {games.data?.map((g) => (
                <option key={g.id} value={g.id}>
                  {gameName(t, g.id, g.title)}
                </option>
              ))}
            </select>
          </label>
          {game && (
            <label className="grow">
              {t('create.setup')}
              <select name="setup" defaultValue={game.defaultSetup} key={game.id}>
                {game.setups
                  .filter((s) => s.available)
                  .map((s) => (
                    <option key={s.id} value={s.id}>
                      {s.id}: {s.description[lang]} ({s.rule})
                    </option>
                  ))}
              </select>
            </label>
          )}
        </div>
        {game && game.options.length > 0 && (
          <fieldset key={game.id}>
            <legend>{t('create.options')}</legend>
            <p className="help">{t('create.optionsHelp')}</p>
            <ul className="options">
              {game.options.map((o) => (
                <li key={o.id}>
                  <label htmlFor={`opt-${o.id}`}>
                    <code>{o.id}</code> {o.description[lang]}
                  </label>{' '}
                  <span className="nowrap">
                    {t('create.rule')} <RuleLink rule={o.rule} locale={lang} />
                  </span>{' '}
                  <select id={`opt-${o.id}`} name={`opt-${o.id}`} defaultValue={o.default}>
                    {o.values.map((v) => (
                      <option key={v} value={v}>
                        {t(`optionValues.${o.id}.${v}`, { defaultValue: v })} ({v})
                      </option>
                    ))}
                  </select>
                </li>
              ))}
            </ul>
          </fieldset>
        )}
        <div className="row">
          <label className="grow">
            {t('create.system')}
            <select
              name="pairingSystem"
              value={system}
              onChange={(e) => {
                setSystem(e.target.value);
                setTieBreakText(
                  ROUND_ROBINS.has(e.target.value) ? DEFAULT_TIEBREAKS.roundRobin : DEFAULT_TIEBREAKS.swiss,
                );
              }}
            >
              {systems.data?.map((s) => (
                <option key={s.id} value={s.id}>
                  {systemName(t, s.id, s.name)} ({s.rule})
                </option>
              ))}
            </select>
            <a href={pairingHref(lang)} className="help">
              {systems.data?.find((s) => s.id === system)?.rule ?? ''}
            </a>
          </label>
          <label className="grow">
            {t('create.rounds')}
            <input
              name="rounds"
              type="number"
              min={1}
              max={99}
              defaultValue={roundRobin ? '' : '5'}
              key={String(roundRobin)}
            />
            <span className="help">{t('create.roundsHelp')}</span>
          </label>
        </div>
        <fieldset>
          <legend>{t('create.points')}</legend>
          <div className="row">
            {(
              [
                ['win', 1],
                ['draw', 0.5],
                ['loss', 0],
                ['pab', 1],
              ] as const
            ).map(([k, v]) => (
              <label key={k}>
                {t(`create.${k}`)}
                <input
                  name={k}
                  type="number"
                  step="0.5"
                  min={0}
                  max={100}
                  defaultValue={v}
                  className="short"
                />
              </label>
            ))}
          </div>
        </fieldset>
        <label>
          {t('create.tieBreaks')}
          <input
            name="tieBreaks"
            value={tieBreakText}
            onChange={(e) => setTieBreakText(e.target.value)}
            aria-describedby="tb-help"
          />
          <span className="help" id="tb-help">
            {t('create.tieBreaksHelp')}
          </span>
        </label>
        <details>
          <summary>{t('create.tieBreakList')}</summary>
          <ul className="columns">
            {tieBreaks.data?.tieBreaks.map((tb) => (
              <li key={tb.base}>
                <a href={tieBreakHref(tb.base, lang)}>
                  <code>{tb.base}</code>
                </a>{' '}
                {tieBreakName(tb.base, lang)} ({tb.rule})
              </li>
            ))}
          </ul>
        </details>
        <div className="row">
          <label className="grow">
            {t('create.initialColour')}
            <select name="initialColour" defaultValue="">
              <option value="">{t('create.colourAuto')}</option>
              <option value="white">{t('create.white')}</option>
              <option value="black">{t('create.black')}</option>
            </select>
          </label>
          <fieldset className="grow">
            <legend>{t('create.byes')}</legend>
            {(['half', 'full', 'zero'] as const).map((k) => (
              <label key={k} className="inline">
                <input type="checkbox" name="byes" value={k} defaultChecked={k === 'half'} />{' '}
                {t(`views.bye.${k}`)}
              </label>
            ))}
          </fieldset>
        </div>
        <HallSettings system={system} />
        <button type="submit" disabled={action.busy || !game}>
          {t('create.submit')}
        </button>
        <Outcome action={action} />
      </form>
    </section>
  );
}
