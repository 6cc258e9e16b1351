/** Who is signed in: `GET /api/session`, cached like any resource; sign-in and sign-out refresh it. */
import { invalidate, useResource } from './cache';
import { send } from './client';
import type { Account } from '@arbiter/api';

export const SESSION_URL = '/api/session';

export function useSession(): { account: Account | null; loading: boolean } {
  const s = useResource<{ account: Account | null }>(SESSION_URL);
  return { account: s.data?.account ?? null, loading: s.data === undefined && !s.error };
}

export async function signIn(name: string, password: string): Promise<Account> {
  const answer = await send<{ account: Account }>('POST', SESSION_URL, { name, password });
  invalidate('/api/');
  return answer.account;
}

export async function signOut(): Promise<void> {
  await send('DELETE', SESSION_URL);
  invalidate('/api/');
}
