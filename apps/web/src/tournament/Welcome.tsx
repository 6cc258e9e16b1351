/**
 * Setting a password with a one-time code (`/<lang>/welcome#<code>`, issue 32): an invited arbiter,
 * or anyone whose password the administrator reset. The code comes in the link's fragment (never
 * sent to a server's log) or is typed; on success the person is signed in.
 */
import { useState, type FormEvent } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { setUpAccount } from '../api/accounts';
import { ProblemView, useLang } from './common';

function codeOfFragment(): string {
  try {
    return decodeURIComponent(location.hash.replace(/^#/, ''));
  } catch {
    return '';
  }
}

export function Welcome() {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const [error, setError] = useState<Error | null>(null);
  const [busy, setBusy] = useState(false);
  const [initialCode] = useState(codeOfFragment);

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const password = String(form.get('password') ?? '');
    if (password !== String(form.get('repeat') ?? '')) {
      setError(new Error(t('welcome.mismatch')));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await setUpAccount(String(form.get('code') ?? '').trim(), password);
      await navigate({ to: '/$lang/tournaments', params: { lang } });
    } catch (err) {
      setError(err as Error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="narrow">
      <h1>{t('welcome.title')}</h1>
      <p>{t('welcome.intro')}</p>
      <form onSubmit={submit} className="panel stack">
        <label>
          {t('welcome.code')}
          <input name="code" required defaultValue={initialCode} autoComplete="off" spellCheck={false} />
        </label>
        <label>
          {t('welcome.password')}
          <input
            name="password"
            type="password"
            required
            autoComplete="new-password"
            aria-describedby="welcome-password-help"
            autoFocus={initialCode !== ''}
          />
        </label>
        <small id="welcome-password-help">{t('welcome.passwordHelp')}</small>
        <label>
          {t('welcome.repeat')}
          <input name="repeat" type="password" required autoComplete="new-password" />
        </label>
        <button type="submit" disabled={busy}>
          {t('welcome.submit')}
        </button>
        <ProblemView error={error} />
      </form>
    </section>
  );
}
