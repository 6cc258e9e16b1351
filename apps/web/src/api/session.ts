/** Who is signed in: `GET /api/session`, cached like any resource; sign-in and sign-out refresh it. */
import { API_PREFIX, type Account } from '@arbiter/api';
import { invalidate } from './cache';
import { useOperation, write } from './operations';

export function useSession(): { account: Account | null; loading: boolean } {
  const s = useOperation('session', {});
  return { account: s.data?.account ?? null, loading: s.data === undefined && !s.error };
}

export async function signIn(name: string, password: string): Promise<Account> {
  const answer = await write('signIn', {}, { name, password });
  invalidate(`${API_PREFIX}/`);
  return answer.account;
}

export async function signOut(): Promise<void> {
  await write('signOut', {});
  invalidate(`${API_PREFIX}/`);
}
