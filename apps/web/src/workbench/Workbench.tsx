/**
 * The interpretation workbench: choose a game, setup and rule options, load a position (a
 * position string, a record stepped to a ply, or a spec scenario by name), pick a piece to
 * light its moves, try a move, and read the verdict with its rule, under every reading of
 * the rules; share the case by URL or take it to the spec as a Gherkin skeleton.
 * All state lives in the URL (url-state.ts); this component derives everything from it.
 */
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getRouteApi, useNavigate, useParams } from '@tanstack/react-router';
import { formatRejection, kernelMessages, makeOptionList, parseOptionList } from '@arbiter/kernel';
import scenarioList from '../generated/scenarios.json';
import samples from '../generated/samples.json';
import { isLocale } from '../i18n';
import { BoardView } from './BoardView';
import { PlyStepper } from './PlyStepper';
import { findGame, gameOf, GAME_IDS, judgeMove, messageOf, optionsFor, type GameAdapter } from './games';
import { gherkinSkeleton } from './gherkin';
import { load, recordPlies } from './position-source';
import { readingsOf } from './readings';
import { RuleLink } from './RuleLink';
import type { WorkbenchSearch } from './url-state';

/** The workbench's route, read by its id (importing the router would close a circle: the router loads this page). */
const workbenchRoute = getRouteApi('/$lang/workbench');

interface Scenario {
  name: string;
  feature: string;
  game: string;
  position: string;
  options: Record<string, string>;
  tags: string[];
  move?: string;
  record?: string;
}
const SCENARIOS = scenarioList as Scenario[];

/** The workbench of the game the URL names; an id no registered game has is refused by name. */
export function Workbench() {
  const { t } = useTranslation();
  const { lang } = useParams({ strict: false }) as { lang?: string };
  const locale = isLocale(lang) ? lang : 'en';
  const found = findGame(workbenchRoute.useSearch().game);
  if (found.ok) return <GameWorkbench game={found.value} />;
  return (
    <div className="workbench">
      <h1>{t('wb.title')}</h1>
      <p role="alert" className="error">
        <code>{found.error.code}</code> {formatRejection(found.error, locale, kernelMessages)}
      </p>
    </div>
  );
}

function GameWorkbench({ game }: { game: GameAdapter }) {
  const { t } = useTranslation();
  const { lang } = useParams({ strict: false }) as { lang?: string };
  const locale = isLocale(lang) ? lang : 'en';
  const search = workbenchRoute.useSearch();
  const navigate = useNavigate({ from: '/$lang/workbench' });
  const set = (patch: Partial<WorkbenchSearch>) =>
    void navigate({ search: (s: WorkbenchSearch) => clean({ ...s, ...patch }) });

  const given = useMemo(() => {
    const r = parseOptionList(search.opts ?? '');
    return r.ok ? r.value : {};
  }, [search.opts]);
  const options = optionsFor(game, given);
  const loaded = useMemo(
    () =>
      options.ok
        ? load(game, search.setup ?? '', options.value, search.record ?? '', search.ply ?? Infinity)
        : null,
    [game, search.setup, search.record, search.ply, options.ok && JSON.stringify(options.value)],
  );
  const position = loaded?.ok ? loaded.value.position : undefined;
  const offered = useMemo(() => (position ? game.offered(position) : []), [game, position]);
  const verdict = useMemo(
    () => (position && search.move ? judgeMove(game, position, search.move) : undefined),
    [game, position, search.move],
  );
  const readings = useMemo(
    () =>
      position && search.move && options.ok ? readingsOf(game, position, options.value, search.move) : [],
    [game, position, search.move, options.ok],
  );
  const positionText = position ? game.rules.makePosition(position) : '';

  const [moveText, setMoveText] = useState(search.move ?? '');
  const [positionInput, setPositionInput] = useState(search.setup ?? '');
  const [recordInput, setRecordInput] = useState(search.record ?? '');
  const [scenarioInput, setScenarioInput] = useState(search.scenario ?? '');
  const [scenarioError, setScenarioError] = useState(false);
  const [copied, setCopied] = useState('');

  const plies = loaded?.ok ? loaded.value.plies.length : 0;
  const ply = loaded?.ok ? loaded.value.ply : 0;
  const shareUrl = typeof window !== 'undefined' ? window.location.href : '';
  const turn = position ? game.rules.turn(position) : 'white';
  const matters = readings.filter((r) => r.matters);

  function tryMove(text: string) {
    setMoveText(text);
    set({ move: text, sel: undefined });
  }
  function openScenario(name: string) {
    const s = SCENARIOS.find((x) => x.name === name.trim());
    setScenarioError(!s);
    if (!s) return;
    const rules = gameOf(s.game).rules;
    const resolved = optionsFor(gameOf(s.game), s.options);
    setPositionInput(s.position);
    setRecordInput(s.record ?? '');
    setMoveText(s.move ?? '');
    set({
      game: s.game,
      setup: s.position,
      opts: resolved.ok ? makeOptionList(rules.options, resolved.value) || undefined : undefined,
      record: s.record,
      ply: s.record ? recordPlies(s.record).length : undefined,
      move: s.move,
      sel: undefined,
      scenario: s.name,
    });
  }
  async function copy(text: string, what: string) {
    try {
      await navigator.clipboard.writeText(text);
    } catch {
      /* clipboard refused (no permission): the text stays selectable on the page */
    }
    setCopied(what);
  }

  return (
    <div className="workbench">
      <h1>{t('wb.title')}</h1>
      <p>{t('wb.intro')}</p>

      <section aria-labelledby="setup-heading" className="panel">
        <h2 id="setup-heading">{t('wb.setup')}</h2>
        <div className="row">
          <label>
            {t('wb.game')}{' '}
            <select
              value={game.id}
              onChange={(e) =>
                set({
                  game: e.target.value as WorkbenchSearch['game'],
                  setup: undefined,
                  opts: undefined,
                  record: undefined,
                  ply: undefined,
                  move: undefined,
                  sel: undefined,
                  scenario: undefined,
                })
              }
            >
              {GAME_IDS.map((id) => (
                <option key={id} value={id}>
                  {gameOf(id).rules.title}
                </option>
              ))}
            </select>
          </label>
          <label>
            {t('wb.setup')}{' '}
            <select
              value={game.rules.setups.some((s) => s.id === search.setup) ? search.setup : ''}
              onChange={(e) =>
                set({
                  setup: e.target.value || undefined,
                  record: undefined,
                  ply: undefined,
                  move: undefined,
                  sel: undefined,
                })
              }
            >
              <option value="">{game.rules.defaultSetup}</option>
              {game.rules.setups
                .filter((s) => s.available && s.id !== game.rules.defaultSetup)
                .map((s) => (
                  <option key={s.id} value={s.id}>
                    {s.id}
                  </option>
                ))}
            </select>
          </label>
        </div>

        <form
          className="row"
          onSubmit={(e) => {
            e.preventDefault();
            set({
              setup: positionInput.trim() || undefined,
              record: undefined,
              ply: undefined,
              sel: undefined,
            });
          }}
        >
          <label className="grow">
            {t('wb.position')}
            <input
              value={positionInput}
              onChange={(e) => setPositionInput(e.target.value)}
              spellCheck={false}
              name="position"
            />
          </label>
          <button type="submit">{t('wb.load')}</button>
        </form>

        <form
          className="row"
          onSubmit={(e) => {
            e.preventDefault();
            set({ record: recordInput.trim() || undefined, ply: 0, sel: undefined });
          }}
        >
          <label className="grow">
            {t('wb.record')}
            <textarea
              value={recordInput}
              onChange={(e) => setRecordInput(e.target.value)}
              rows={2}
              spellCheck={false}
              name="record"
            />
          </label>
          <button type="submit">{t('wb.loadRecord')}</button>
          <button
            type="button"
            onClick={() => {
              setRecordInput(samples.meder.record);
              set({
                game: 'tri-d-chess',
                setup: undefined,
                opts: undefined,
                record: samples.meder.record,
                ply: 0,
                move: undefined,
                sel: undefined,
                scenario: undefined,
              });
            }}
          >
            {t('wb.sample')}
          </button>
        </form>
        {plies > 0 && <PlyStepper ply={ply} plies={plies} onPly={(n) => set({ ply: n, sel: undefined })} />}

        <form
          className="row"
          onSubmit={(e) => {
            e.preventDefault();
            openScenario(scenarioInput);
          }}
        >
          <label className="grow">
            {t('wb.scenario')}
            <input
              list="scenario-names"
              value={scenarioInput}
              onChange={(e) => setScenarioInput(e.target.value)}
              name="scenario"
            />
          </label>
          <datalist id="scenario-names">
            {SCENARIOS.map((s) => (
              <option key={`${s.feature}:${s.name}`} value={s.name} />
            ))}
          </datalist>
          <button type="submit">{t('wb.openScenario')}</button>
          {scenarioError && <p role="alert">{t('wb.scenarioUnknown')}</p>}
        </form>

        <fieldset className="options">
          <legend>{t('wb.options')}</legend>
          <p className="hint">{t('wb.optionsHelp')}</p>
          <div className="option-grid">
            {game.rules.options.map((o) => (
              <label key={o.id} title={o.description[locale]}>
                <span>
                  {o.id} <RuleLink rule={o.rule} locale={locale} />
                </span>
                <select
                  name={`option-${o.id}`}
                  value={options.ok ? options.value[o.id] : o.default}
                  onChange={(e) => {
                    const next = { ...given, [o.id]: e.target.value };
                    const r = optionsFor(game, next);
                    set({
                      opts: r.ok ? makeOptionList(game.rules.options, r.value) || undefined : undefined,
                    });
                  }}
                >
                  {o.values.map((v) => (
                    <option key={v} value={v}>
                      {v}
                    </option>
                  ))}
                </select>
              </label>
            ))}
          </div>
        </fieldset>
      </section>

      {loaded && !loaded.ok && (
        <p role="alert" className="error">
          {t('wb.error')}
          {loaded.error.ply ? ` (${t('wb.atPly', { ply: loaded.error.ply })})` : ''}:{' '}
          <code>{loaded.error.code}</code> <RuleLink rule={loaded.error.rule} locale={locale} />{' '}
          {messageOf(game, loaded.error, locale)}
        </p>
      )}
      {!options.ok && (
        <p role="alert" className="error">
          <code>{options.error.code}</code> {messageOf(game, options.error, locale)}
        </p>
      )}

      {position !== undefined && (
        <section aria-labelledby="board-heading" className="panel">
          <h2 id="board-heading">{t('wb.board')}</h2>
          <p data-testid="to-move">{t(`wb.toMove.${turn}`)}</p>
          <BoardView
            game={game}
            position={position}
            locale={locale}
            selected={search.sel}
            offered={offered}
            tried={verdict?.legal ? splitMove(search.move ?? '') : undefined}
            onSelect={(sel) => set({ sel })}
            onTry={tryMove}
          />
          <form
            className="row"
            onSubmit={(e) => {
              e.preventDefault();
              if (moveText.trim()) tryMove(moveText.trim());
            }}
          >
            <label className="grow">
              {t('wb.move')}
              <input
                value={moveText}
                onChange={(e) => setMoveText(e.target.value)}
                name="move"
                aria-describedby="move-help"
                spellCheck={false}
                autoComplete="off"
              />
            </label>
            <button type="submit">{t('wb.judge')}</button>
          </form>
          <p id="move-help" className="hint">
            {t('wb.moveHelp')}
          </p>
        </section>
      )}

      <section aria-labelledby="verdict-heading" className="panel" aria-live="polite">
        <h2 id="verdict-heading">{t('wb.verdict')}</h2>
        {verdict && (
          <div
            className={verdict.legal ? 'verdict legal' : 'verdict refused'}
            data-testid="verdict"
            data-legal={verdict.legal}
          >
            <p>
              <strong>{verdict.legal ? t('wb.legal') : t('wb.refused')}</strong>: <code>{search.move}</code>
            </p>
            {verdict.legal ? (
              <p>
                {t('wb.rules')}:{' '}
                {verdict.rules.map((r) => (
                  <span key={r}>
                    <RuleLink rule={r} locale={locale} />{' '}
                  </span>
                ))}
              </p>
            ) : (
              <p>
                {t('wb.code')} <code data-testid="verdict-code">{verdict.code}</code>, {t('wb.rule')}{' '}
                <RuleLink rule={verdict.rule} locale={locale} />:{' '}
                <span data-testid="verdict-message">{messageOf(game, verdict.rejection!, locale)}</span>
              </p>
            )}
          </div>
        )}
      </section>

      {verdict && (
        <section aria-labelledby="readings-heading" className="panel">
          <h2 id="readings-heading">{t('wb.readings')}</h2>
          <p data-testid="readings-summary">
            {matters.length
              ? t('wb.readingsSome', { matters: matters.length, count: readings.length })
              : t('wb.readingsNone', { count: readings.length })}
          </p>
          {matters.map((r) => (
            <table key={r.option.id} className="readings" data-option={r.option.id}>
              <caption>
                {r.option.id} <RuleLink rule={r.option.rule} locale={locale} />:{' '}
                {r.option.description[locale]}
              </caption>
              <thead>
                <tr>
                  {r.readings.map((x) => (
                    <th key={x.value} scope="col">
                      <code>{x.value}</code> {x.current ? `(${t('wb.current')})` : ''}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                <tr>
                  {r.readings.map((x) => (
                    <td key={x.value} data-value={x.value} data-legal={x.verdict.legal}>
                      {x.verdict.legal ? t('wb.legal') : <code>{x.verdict.code}</code>}{' '}
                      {x.verdict.rule && <RuleLink rule={x.verdict.rule} locale={locale} />}
                      {x.verdict.rejection && (
                        <div className="hint">{messageOf(game, x.verdict.rejection, locale)}</div>
                      )}
                    </td>
                  ))}
                </tr>
              </tbody>
            </table>
          ))}
        </section>
      )}

      {verdict && position !== undefined && (
        <section aria-labelledby="share-heading" className="panel">
          <h2 id="share-heading">{t('wb.share')}</h2>
          <label className="grow">
            {t('wb.shareHelp')}
            <input readOnly value={shareUrl} name="share" onFocus={(e) => e.target.select()} />
          </label>
          <button type="button" onClick={() => void copy(shareUrl, 'link')}>
            {copied === 'link' ? t('wb.copied') : t('wb.copy')}
          </button>
          <h3 id="gherkin-heading">{t('wb.gherkin')}</h3>
          <p className="hint">{t('wb.gherkinHelp')}</p>
          <pre data-testid="gherkin" tabIndex={0} aria-labelledby="gherkin-heading">
            {gherkinSkeleton(
              game,
              game.rules.options,
              options.ok ? options.value : {},
              positionText,
              search.move ?? '',
              verdict,
            )}
          </pre>
          <button
            type="button"
            onClick={() =>
              void copy(
                gherkinSkeleton(
                  game,
                  game.rules.options,
                  options.ok ? options.value : {},
                  positionText,
                  search.move ?? '',
                  verdict,
                ),
                'gherkin',
              )
            }
          >
            {copied === 'gherkin' ? t('wb.copied') : t('wb.copyGherkin')}
          </button>
        </section>
      )}
    </div>
  );
}

/** Drops empty values so the URL stays short. */
function clean(s: WorkbenchSearch): WorkbenchSearch {
  return Object.fromEntries(
    Object.entries(s).filter(([, v]) => v !== undefined && v !== ''),
  ) as WorkbenchSearch;
}

/** From and to of a long-form move (`b2W-b4N`, `QL1-QL3`), for highlighting the move tried. */
function splitMove(move: string): { from: string; to: string } | undefined {
  const m = /^([A-Za-z0-9]+?)[-x]([A-Za-z0-9]+?)(?:[=@].*)?$/.exec(
    move.replace(/^[KQRBNSZAUT](?=[a-z])/, ''),
  );
  return m ? { from: m[1], to: m[2] } : undefined;
}
