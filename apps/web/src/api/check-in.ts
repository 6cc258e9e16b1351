/**
 * Check-in (rulings ARB CI1, ARB CI2): the staff's list, the owner's code, the arbiter's check-in
 * and check-out, and a player's own check-in with the code (sent as `X-Check-In-Code`).
 */
import { pathOf, type Answer } from '@arbiter/api';
import { i18next } from '../i18n';
import { ApiProblem, ConnectionLost } from './client';
import { setConnection } from './connection';
import { useOperation, write } from './operations';

/** The check-in list (null: not asked, the reader is no staff). */
export const useCheckInList = (id: string | null) => useOperation('checkInList', id === null ? null : { id });
export const issueCheckInCode = (id: string) => write('issueCheckInCode', { id });
/** The arbiter checks a player in, or takes the check-in back. */
export const setCheckedIn = (id: string, round: number, player: number, checkedIn: boolean) =>
  write(checkedIn ? 'checkIn' : 'checkOut', { id, round, player });

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
    setConnection('lost');
    throw new ConnectionLost();
  });
  const json = (await res.json()) as T & { code?: string; rule?: string; detail?: string };
  if (!res.ok)
    throw new ApiProblem(res.status, json.code ?? `HTTP_${res.status}`, json.rule ?? '', json.detail ?? '');
  return json;
}

/** The players' own check-in page: the names and who is in. */
export const checkInPlayers = (id: string, code: string) =>
  withCode<Answer<'checkInPlayers'>>(pathOf('checkInPlayers', { id }), code);
/** A player checks in with the code. */
export const playerCheckIn = (id: string, code: string, player: number) =>
  withCode<Answer<'playerCheckIn'>>(pathOf('playerCheckIn', { id }), code, { player });
