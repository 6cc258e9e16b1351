/**
 * A player's own check-in on a phone (ruling ARB CI1): the tournament's code (typed, or carried
 * by the link the arbiter shows), then one's own name, then one button. The code travels in the
 * `X-Check-In-Code` header; a wrong one is refused (403) and nothing is stored.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { useParams, useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ApiProblem, ConnectionLost, tUrl } from '../api/client';
import { i18next } from '../i18n';
import type { CheckInEntry, CheckInPolicy } from '../api/types';
import { ProblemView, Status } from '../tournament/common';

interface PlayersAnswer {
  readonly round: number;
  readonly policy: CheckInPolicy;
  readonly players: readonly CheckInEntry[];
}

/** A request with the code; a refusal becomes an `ApiProblem` with the server's code and text. */
async function withCode<T>(url: string, code: string, body?: unknown): Promise<T> {
  const res = await fetch(url, {
    method: body === undefined ? 'GET' : 'POST',
    credentials: 'same-origin',
    headers: {
      accept: 'application/json',
      'accept-language': i18next.language || 'en',
      'x-check-in-code': code,
      ...(body !== undefined
        ? { 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() }
        : {}),
    },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  }).catch(() => {
    // no answer at all: said as a lost connection, not as a refusal
    throw new ConnectionLost();
  });
  const json = (await res.json()) as T & { code?: string; rule?: string; detail?: string };
  if (!res.ok)
    throw new ApiProblem(res.status, json.code ?? `HTTP_${res.status}`, json.rule ?? '', json.detail ?? '');
  return json;
}

export function PlayerCheckIn() {
  const { t } = useTranslation();
  const { id } = useParams({ strict: false }) as { id: string };
  const search = useSearch({ strict: false }) as { code?: string };
  const [code, setCode] = useState(search.code ?? '');
  const [list, setList] = useState<PlayersAnswer | null>(null);
  const [error, setError] = useState<Error | null>(null);
  const [chosen, setChosen] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function open(given: string) {
    setError(null);
    setBusy(true);
    try {
      setList(await withCode<PlayersAnswer>(tUrl(id, '/check-in/players'), given));
    } catch (e) {
      setList(null);
      setError(e as Error);
    } finally {
      setBusy(false);
    }
  }
  useEffect(() => {
    if (search.code) void open(search.code);
    // the link's code is tried once, when the page opens
  }, []);

  async function checkIn(e: FormEvent) {
    e.preventDefault();
    const player = list?.players.find((p) => String(p.player) === chosen);
    if (!player) return;
    setError(null);
    setBusy(true);
    try {
      await withCode(tUrl(id, '/check-in/players'), code, { player: player.player });
      setDone(t('checkIn.youAreIn', { name: player.name, round: list!.round }));
      setList(await withCode<PlayersAnswer>(tUrl(id, '/check-in/players'), code));
    } catch (err) {
      setError(err as Error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="phone" aria-labelledby="player-check-in-h">
      <h1 id="player-check-in-h">{t('checkIn.playerTitle')}</h1>
      {!list && (
        <form
          className="stack"
          onSubmit={(e) => {
            e.preventDefault();
            void open(code);
          }}
        >
          <label>
            {t('checkIn.enterCode')}
            <input
              value={code}
              onChange={(e) => setCode(e.target.value)}
              autoComplete="off"
              autoCapitalize="characters"
              required
              maxLength={20}
              data-testid="code-input"
            />
          </label>
          <button type="submit" disabled={busy}>
            {t('checkIn.continue')}
          </button>
        </form>
      )}
      <ProblemView error={error} />
      {list && (
        <form className="stack" onSubmit={(e) => void checkIn(e)}>
          <p>{t('checkIn.forRound', { round: list.round })}</p>
          <label>
            {t('checkIn.yourName')}
            <select
              value={chosen}
              onChange={(e) => setChosen(e.target.value)}
              required
              data-testid="name-select"
            >
              <option value="">{t('checkIn.pickName')}</option>
              {list.players.map((p) => (
                <option key={p.player} value={p.player}>
                  {p.name}
                  {p.checkedIn ? ` (${t('checkIn.isIn')})` : ''}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" disabled={busy || chosen === ''} data-testid="i-am-here">
            {t('checkIn.iAmHere')}
          </button>
        </form>
      )}
      {done && <Status>{done}</Status>}
    </section>
  );
}
