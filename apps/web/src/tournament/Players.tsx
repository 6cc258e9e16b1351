/**
 * Players: the list by pairing number, add and edit, import a CSV or TRF list, withdraw and
 * reinstate, requested byes and forbidden pairs (the last two listed from the history).
 */
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  editPlayer,
  forbidPairs,
  importPlayers,
  registerPlayer,
  requestBye,
  setWithdrawn,
  usePlayers,
} from '../api/players';
import { useHistory } from '../api/tournaments';
import type { ByeKind, Player } from '@arbiter/api';
import { formatInteger } from '../views/format';
import { Outcome, useAction, useLang, useTournamentId } from './common';
import { useTournament } from './TournamentFrame';
import { TableWrap } from '../views/TableWrap';
import { Field } from './Field';
import { WithdrawPlayer } from './WithdrawPlayer';
import { RenumberOffer, renumberOffered } from './RenumberOffer';

type PlayerFields = {
  name: string;
  rating?: number;
  fideId?: string;
  title?: string;
  federation?: string;
  birthYear?: number;
};

function fieldsOf(form: FormData): PlayerFields {
  const text = (k: string) => String(form.get(k) ?? '').trim();
  const out: PlayerFields = { name: text('name') };
  if (text('rating')) out.rating = Number(text('rating'));
  if (text('fideId')) out.fideId = text('fideId');
  if (text('title')) out.title = text('title');
  if (text('federation')) out.federation = text('federation').toUpperCase();
  if (text('birthYear')) out.birthYear = Number(text('birthYear'));
  return out;
}

function PlayerForm({
  player,
  onSubmit,
  submit,
  onCancel,
}: {
  player?: Player;
  onSubmit: (fields: PlayerFields) => void;
  submit: string;
  onCancel?: () => void;
}) {
  const { t } = useTranslation();
  const prefix = player ? `edit-${player.id}` : 'add';
  return (
    <form
      className="row"
      onSubmit={(e: FormEvent<HTMLFormElement>) => {
        e.preventDefault();
        onSubmit(fieldsOf(new FormData(e.currentTarget)));
        if (!player) e.currentTarget.reset();
      }}
    >
      <Field
        wide
        label={t('players.name')}
        name="name"
        required
        maxLength={120}
        defaultValue={player?.name}
        id={`${prefix}-name`}
      />
      <Field
        label={t('players.rating')}
        name="rating"
        type="number"
        min={0}
        max={4000}
        className="short"
        defaultValue={player?.rating || ''}
      />
      <Field
        label={t('players.title_')}
        name="title"
        maxLength={3}
        className="short"
        defaultValue={player?.title}
      />
      <Field
        label={t('players.federation')}
        name="federation"
        maxLength={3}
        pattern="[A-Za-z]{3}"
        className="short"
        defaultValue={player?.federation}
      />
      <Field
        label={t('players.fideId')}
        name="fideId"
        inputMode="numeric"
        pattern="\d{0,12}"
        className="mid"
        defaultValue={player?.fideId}
      />
      <Field
        label={t('players.birthYear')}
        name="birthYear"
        type="number"
        min={1900}
        max={2100}
        className="short"
        defaultValue={player?.birthYear ?? ''}
      />
      <button type="submit">{submit}</button>
      {onCancel && (
        <button type="button" onClick={onCancel}>
          {t('players.cancel')}
        </button>
      )}
    </form>
  );
}

export function Players() {
  const { t } = useTranslation();
  const lang = useLang();
  const id = useTournamentId();
  const { data: tournament } = useTournament(id);
  const owner = tournament?.role === 'owner';
  const players = usePlayers(id);
  const history = useHistory(tournament?.role ? id : null);
  const action = useAction(id);
  const [editing, setEditing] = useState<number | null>(null);
  const [withdrawing, setWithdrawing] = useState<number | null>(null);
  const [importText, setImportText] = useState('');
  const [importFormat, setImportFormat] = useState<'csv' | 'trf'>('csv');
  const list = players.data ?? [];
  const leaving = list.find((p) => p.id === withdrawing && !p.withdrawn);
  const name = (p: number) => list.find((x) => x.id === p)?.name ?? String(p);

  async function readFile(e: ChangeEvent<HTMLInputElement>) {
    const file = e.target.files?.[0];
    if (!file) return;
    const text = await file.text();
    setImportText(text);
    if (/\.trf$|\.txt$/i.test(file.name) || /^012 /m.test(text)) setImportFormat('trf');
  }

  /** A form's submit handler: its fields to `write`, with the outcome shown. */
  const saving = (write: (fields: FormData) => Promise<unknown>) => (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const fields = new FormData(e.currentTarget);
    void action.run(() => write(fields), t('t.saved'));
  };

  const byes = (history.data ?? []).filter((e) => e.type === 'ByeRequested');
  const forbidden = (history.data ?? []).filter((e) => e.type === 'PairingProhibited');

  return (
    <>
      <section aria-labelledby="players-h">
        <h2 id="players-h">
          {t('players.title')} <span className="count">({t('players.count', { count: list.length })})</span>
        </h2>
        {list.length === 0 ? (
          <p>{t('players.none')}</p>
        ) : (
          <TableWrap label={t('players.title')}>
            <table data-testid="players">
              <caption className="sr-only">{t('players.title')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('views.no')}</th>
                  <th scope="col">{t('players.name')}</th>
                  <th scope="col" className="num">
                    {t('players.rating')}
                  </th>
                  <th scope="col">{t('players.title_')}</th>
                  <th scope="col">{t('players.federation')}</th>
                  <th scope="col">{t('players.fideId')}</th>
                  <th scope="col">{t('players.status')}</th>
                  {owner && <th scope="col">{t('players.actions')}</th>}
                </tr>
              </thead>
              <tbody>
                {list.map((p) =>
                  editing === p.id ? (
                    <tr key={p.id}>
                      <td>{p.id}</td>
                      <td colSpan={owner ? 7 : 6}>
                        <PlayerForm
                          player={p}
                          submit={t('players.save')}
                          onCancel={() => setEditing(null)}
                          onSubmit={(fields) =>
                            void action
                              .run(() => editPlayer(id, p.id, fields), t('t.saved'))
                              .then((ok) => ok !== undefined && setEditing(null))
                          }
                        />
                      </td>
                    </tr>
                  ) : (
                    <tr key={p.id} data-player={p.id}>
                      <td>{p.id}</td>
                      <th scope="row">{p.name}</th>
                      <td className="num">{p.rating ? formatInteger(p.rating, lang) : ''}</td>
                      <td>{p.title}</td>
                      <td>{p.federation}</td>
                      <td>{p.fideId}</td>
                      <td>{p.withdrawn ? t('players.withdrawn') : t('players.active')}</td>
                      {owner && (
                        <td className="actions">
                          <button
                            type="button"
                            onClick={() => setEditing(p.id)}
                            aria-label={t('players.editButton', { name: p.name })}
                          >
                            ✎
                          </button>{' '}
                          <button
                            type="button"
                            data-testid={`${p.withdrawn ? 'reinstate' : 'withdraw'}-${p.id}`}
                            aria-expanded={p.withdrawn ? undefined : withdrawing === p.id}
                            onClick={() =>
                              p.withdrawn
                                ? void action.run(() => setWithdrawn(id, p.id, false), t('t.saved'))
                                : setWithdrawing(p.id)
                            }
                          >
                            {p.withdrawn
                              ? t('players.reinstate', { name: p.name })
                              : t('players.withdraw', { name: p.name })}
                          </button>
                        </td>
                      )}
                    </tr>
                  ),
                )}
              </tbody>
            </table>
          </TableWrap>
        )}
        {owner && tournament && leaving && (
          <WithdrawPlayer
            id={id}
            tournament={tournament}
            player={leaving}
            action={action}
            onClose={() => {
              setWithdrawing(null);
              document.querySelector<HTMLElement>(`[data-testid=withdraw-${leaving.id}]`)?.focus();
            }}
          />
        )}
        <Outcome action={action} />
      </section>
      {owner && tournament && renumberOffered(tournament, list) && (
        <RenumberOffer id={id} tournament={tournament} action={action} />
      )}
      {owner && (
        <>
          <section className="panel no-print" aria-labelledby="add-h">
            <h2 id="add-h">{t('players.add')}</h2>
            <PlayerForm
              submit={t('players.add')}
              onSubmit={(fields) => void action.run(() => registerPlayer(id, fields), t('t.saved'))}
            />
          </section>
          <section className="panel no-print" aria-labelledby="import-h">
            <h2 id="import-h">{t('players.import')}</h2>
            <form
              className="stack"
              onSubmit={(e) => {
                e.preventDefault();
                void action
                  .run(
                    () => importPlayers(id, importFormat, importText),
                    (answer) => t('players.imported', { count: answer.events.length }),
                  )
                  .then((ok) => ok && setImportText(''));
              }}
            >
              <label>
                {t('players.importFormat')}
                <select
                  name="format"
                  value={importFormat}
                  onChange={(e) => setImportFormat(e.target.value as 'csv' | 'trf')}
                >
                  <option value="csv">CSV</option>
                  <option value="trf">TRF</option>
                </select>
              </label>
              <label>
                {t('players.importText')}
                <textarea
                  name="text"
                  rows={5}
                  value={importText}
                  onChange={(e) => setImportText(e.target.value)}
                  required
                />
              </label>
              <label>
                {t('players.importFile')}
                <input
                  type="file"
                  accept=".csv,.trf,.txt,text/csv,text/plain"
                  onChange={(e) => void readFile(e)}
                />
              </label>
              <button type="submit" disabled={action.busy}>
                {t('players.importSubmit')}
              </button>
            </form>
          </section>
          <section className="panel no-print" aria-labelledby="byes-h">
            <h2 id="byes-h">{t('players.byes')}</h2>
            {byes.length > 0 && (
              <ul data-testid="byes">
                {byes.map((e) => (
                  <li key={e.version}>
                    {name(Number(e.data.player))}: {t(`views.bye.${e.data.kind as 'half'}`)},{' '}
                    {t('players.roundN', { round: e.data.round })}
                  </li>
                ))}
              </ul>
            )}
            <form
              className="row"
              onSubmit={saving((f) =>
                requestBye(
                  id,
                  String(f.get('player')),
                  Number(f.get('round')),
                  String(f.get('kind')) as ByeKind,
                ),
              )}
            >
              <label>
                {t('players.byePlayer')}
                <select name="player" required>
                  {list.map((p) => (
                    <option key={p.id} value={p.id}>
                      {p.id}. {p.name}
                    </option>
                  ))}
                </select>
              </label>
              <Field
                label={t('players.byeRound')}
                name="round"
                type="number"
                min={1}
                max={99}
                required
                className="short"
                defaultValue={(tournament?.rounds.length ?? 0) + 1}
              />
              <label>
                {t('players.byeKind')}
                <select name="kind">
                  {(['half', 'full', 'zero'] as const).map((k) => (
                    <option key={k} value={k}>
                      {t(`views.bye.${k}`)}
                    </option>
                  ))}
                </select>
              </label>
              <button type="submit" disabled={action.busy || list.length === 0}>
                {t('players.byeSubmit')}
              </button>
            </form>
          </section>
          <section className="panel no-print" aria-labelledby="forbidden-h">
            <h2 id="forbidden-h">{t('players.forbidden')}</h2>
            {forbidden.length > 0 && (
              <ul data-testid="forbidden">
                {forbidden.map((e) => {
                  const d = e.data as { players: number[]; firstRound?: number; lastRound?: number };
                  return (
                    <li key={e.version}>
                      {d.players.map(name).join(', ')}:{' '}
                      {d.firstRound || d.lastRound
                        ? t('players.range', { first: d.firstRound ?? 1, last: d.lastRound ?? '…' })
                        : t('players.rangeAll')}
                    </li>
                  );
                })}
              </ul>
            )}
            <form
              className="row"
              onSubmit={saving((f) => {
                const nums = String(f.get('players'))
                  .split(/[,\s]+/)
                  .filter(Boolean)
                  .map(Number);
                const first = String(f.get('firstRound') ?? '');
                const last = String(f.get('lastRound') ?? '');
                return forbidPairs(id, {
                  players: nums,
                  ...(first ? { firstRound: Number(first) } : {}),
                  ...(last ? { lastRound: Number(last) } : {}),
                });
              })}
            >
              <Field
                wide
                label={t('players.forbiddenPlayers')}
                name="players"
                required
                pattern="\s*\d+(\s*[, ]\s*\d+)+\s*"
              />
              {(['firstRound', 'lastRound'] as const).map((name) => (
                <Field
                  key={name}
                  label={t(name === 'firstRound' ? 'players.forbiddenFirst' : 'players.forbiddenLast')}
                  name={name}
                  type="number"
                  min={1}
                  max={99}
                  className="short"
                />
              ))}
              <button type="submit" disabled={action.busy}>
                {t('players.forbiddenSubmit')}
              </button>
            </form>
          </section>
        </>
      )}
    </>
  );
}
