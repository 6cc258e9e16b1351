/** Sign in with an account name and password; the session lives in an httpOnly cookie. */
import { useState, type FormEvent } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { signIn } from '../api/session';
import { ProblemView, useLang } from './common';

export function SignIn() {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const [error, setError] = useState<Error | null>(null);
  const [busy, setBusy] = useState(false);
  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    setBusy(true);
    setError(null);
    try {
      await signIn(
        String(form.get('name') ?? '')
          .trim()
          .toLowerCase(),
        String(form.get('password') ?? ''),
      );
      await navigate({ to: '/$lang/tournaments', params: { lang } });
    } catch (err) {
      setError(err as Error);
    } finally {
      setBusy(false);
    }
  }
  return (
    <section className="narrow">
      <h1>{t('auth.title')}</h1>
      <form onSubmit={submit} className="panel stack">
        <label>
          {t('auth.name')}
          <input name="name" autoComplete="username" required autoFocus />
        </label>
        <label>
          {t('auth.password')}
          <input name="password" type="password" autoComplete="current-password" required />
        </label>
        <button type="submit" disabled={busy}>
          {t('auth.submit')}
        </button>
        <ProblemView error={error} />
      </form>
    </section>
  );
}
