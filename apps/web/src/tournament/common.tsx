/** Pieces every tournament screen uses: the locale from the URL, a write with its outcome, a refusal shown with its code and rule. */
import { useCallback, useState, type ReactNode } from 'react';
import { useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ApiProblem, ConnectionLost } from '../api/client';
import { invalidate } from '../api/cache';
import { tournamentListPath, tournamentPath } from '../api/tournaments';
import { isLocale, type AppLocale } from '../i18n';

/** The page's language (first URL segment). */
export function useLang(): AppLocale {
  const { lang } = useParams({ strict: false }) as { lang?: string };
  return isLocale(lang) ? lang : 'en';
}

/** The tournament id of the URL. */
export function useTournamentId(): string {
  const { id } = useParams({ strict: false }) as { id?: string };
  return id ?? '';
}

/** A refusal: the server's text (already in the reader's language), its code and rule. */
export function ProblemView({ error }: { error: Error | undefined | null }) {
  const { t } = useTranslation();
  if (!error) return null;
  // No answer at all is not a refusal: the connection is lost (the page reconnects by itself).
  if (error instanceof ConnectionLost)
    return (
      <div role="alert" className="problem offline" data-testid="offline">
        {t('net.lost')}
      </div>
    );
  const problem = error instanceof ApiProblem ? error : null;
  return (
    <div role="alert" className="problem" data-testid="problem" data-code={problem?.code}>
      <strong>{t('errors.title')}:</strong> {error.message}
      {problem && (
        <>
          {' '}
          <code>{problem.code}</code>
          {problem.rule && (
            <>
              {' '}
              ({t('errors.rule')} <code>{problem.rule}</code>)
            </>
          )}
        </>
      )}
    </div>
  );
}

/** A polite status line for what just succeeded (read out by screen readers). */
export function Status({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="status" data-testid="status">
      {children}
    </p>
  );
}

export interface Action {
  readonly busy: boolean;
  readonly error: Error | null;
  readonly done: string | null;
  /** Runs a write; on success refreshes the tournament's views and shows `message`. */
  run<T>(write: () => Promise<T>, message?: string | ((value: T) => string)): Promise<T | undefined>;
  clear(): void;
}

/** One write at a time with its outcome, for a form or a button row. */
export function useAction(tournamentId?: string): Action {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<Error | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const run = useCallback(
    async <T,>(write: () => Promise<T>, message?: string | ((value: T) => string)) => {
      setBusy(true);
      setError(null);
      setDone(null);
      try {
        const value = await write();
        if (tournamentId) invalidate(tournamentPath(tournamentId));
        else invalidate(tournamentListPath);
        setDone(typeof message === 'function' ? message(value) : (message ?? null));
        return value;
      } catch (e) {
        setError(e as Error);
        return undefined;
      } finally {
        setBusy(false);
      }
    },
    [tournamentId],
  );
  const clear = useCallback(() => {
    setError(null);
    setDone(null);
  }, []);
  return { busy, error, done, run, clear };
}

/** The outcome of an action: the refusal or the success line. */
export function Outcome({ action }: { action: Action }) {
  return (
    <>
      <ProblemView error={action.error} />
      {action.done && <Status>{action.done}</Status>}
    </>
  );
}

/** Where a FIDE C.07 tie-break is explained on the docs site. */
export function tieBreakHref(code: string, lang: AppLocale): string {
  const base = code.split('/')[0].toLowerCase();
  const anchor = code.includes('/') ? `${base}-${code.split('/')[1].toLowerCase()}` : base;
  return `/${lang === 'cs' ? 'cs/' : ''}docs/tournament/tiebreaks#fide-c-07-${anchor}`;
}

/** Where the pairing systems are explained. */
export function pairingHref(lang: AppLocale): string {
  return `/${lang === 'cs' ? 'cs/' : ''}docs/tournament/pairing`;
}
