/**
 * The hall screen: a tournament's current round for a projector (`/<lang>/hall/<id>`), readable by
 * whoever may read the tournament (the public once it is published, the staff before). Pages of
 * the pairing by board, then the players A-Z (name -> board and colour, or the bye), turned every
 * `?seconds=` (15 by default); results appear in place as the live stream brings them, and a new
 * round replaces the old one. Nothing of its own is stored: the public read routes and the SSE
 * stream feed it. A 16:9 stage whose type scales with its height, so it never scrolls.
 */
import { useEffect } from 'react';
import { useParams, useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useRound } from '../api/rounds';
import { useTournamentSummary } from '../api/tournaments';
import { useSite } from '../api/site';
import { useLive } from '../api/live';
import { isLocale, useLocale, type AppLocale } from '../i18n';
import { hallPages, SECONDS, type HallPage } from './hall-pages';
import { BoardsPage, NamesPage } from './HallTables';
import { QrCode } from './QrCode';
import { useRotation } from './useRotation';
import './hall.css';

/** The public pages' address in the same language, absolute (what the QR code holds). */
export function publicUrl(origin: string, lang: AppLocale, id: string): string {
  return `${origin}/${lang}/public/${encodeURIComponent(id)}`;
}

function pageTitle(page: HallPage, t: (key: string, o?: Record<string, unknown>) => string): string {
  const title = page.kind === 'boards' ? t('hall.byBoard') : t('hall.byName');
  return page.of > 1 ? `${title} ${t('hall.part', { index: page.index, of: page.of })}` : title;
}

export function HallScreen() {
  const params = useParams({ strict: false }) as { lang?: string; id?: string };
  const lang: AppLocale = isLocale(params.lang) ? params.lang : 'en';
  const id = params.id ?? '';
  useLocale(lang);
  const { t } = useTranslation();
  const search = useSearch({ strict: false }) as { seconds?: number; round?: number };
  const seconds = search.seconds ?? SECONDS.default;
  const tournament = useTournamentSummary(id);
  const version = useLive(id, tournament.data?.version);
  const count = tournament.data?.rounds.length ?? 0;
  const round = search.round && search.round <= count ? search.round : count;
  const pairing = useRound(id, round);
  const shown = pairing.data?.round === round ? pairing.data : undefined;
  const pages = shown ? hallPages(shown, lang) : [];
  const rotation = useRotation(pages.length, seconds, round);
  const page = pages[rotation.page];

  const name = tournament.data?.name;
  useEffect(() => {
    document.title = name ? `${name} · ${t('hall.title')}` : t('hall.title');
  }, [name, t]);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.altKey || e.ctrlKey || e.metaKey) return;
      if (e.key === 'ArrowRight') rotation.next();
      else if (e.key === 'ArrowLeft') rotation.previous();
      else if (e.key === 'p' || e.key === 'P') rotation.togglePause();
      else return;
      e.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [rotation]);

  const results = shown?.boards.filter((b) => b.result !== null).length ?? 0;
  const site = useSite();
  const url = site ? publicUrl(site.publicUrl, lang, id) : null;
  return (
    <main
      className="hall"
      data-testid="hall"
      data-live-version={version}
      data-round={round || undefined}
      data-page={page ? rotation.page + 1 : undefined}
      data-pages={pages.length}
      data-page-kind={page?.kind}
      data-paused={rotation.paused}
    >
      <div className="hall-stage">
        <header className="hall-head">
          <h1>{name ?? (tournament.error ? t('t.notFound') : t('t.loading'))}</h1>
          {round > 0 && <p className="hall-round">{t('rounds.round', { round })}</p>}
        </header>
        <section className="hall-main" aria-labelledby="hall-page-h">
          {page ? (
            <div className="hall-page" key={`${round}-${rotation.page}`}>
              <h2 id="hall-page-h">{pageTitle(page, t)}</h2>
              {page.kind === 'boards' ? <BoardsPage page={page} /> : <NamesPage page={page} />}
            </div>
          ) : (
            <h2 id="hall-page-h">{tournament.data && count === 0 ? t('pub.noRound') : ''}</h2>
          )}
          {page && !rotation.paused && pages.length > 1 && (
            <div
              className="hall-timer"
              aria-hidden="true"
              key={`t-${round}-${rotation.page}`}
              style={{ animationDuration: `${seconds}s` }}
            />
          )}
        </section>
        <aside className="hall-side" aria-labelledby="hall-follow-h">
          <h2 id="hall-follow-h">{t('hall.follow')}</h2>
          {tournament.data?.published
            ? url && (
                <>
                  <QrCode text={url} label={t('hall.qr', { url })} className="hall-qr" />
                  <p className="hall-url" data-testid="hall-url">
                    {url.replace(/^https?:\/\//, '')}
                  </p>
                  {site?.loopback && (
                    <p className="hall-warning" role="note" data-testid="hall-loopback">
                      {t('hall.loopback')}
                    </p>
                  )}
                </>
              )
            : tournament.data && <p data-testid="hall-unpublished">{t('hall.unpublished')}</p>}
          {shown && (
            <p data-testid="hall-results">
              {t('hall.results', { done: results, total: shown.boards.length })}
            </p>
          )}
          {pages.length > 0 && (
            <div className="hall-controls" role="group" aria-label={t('hall.pages')}>
              <p data-testid="hall-page-of">
                {t('hall.pageOf', { page: rotation.page + 1, of: pages.length })}
              </p>
              <button type="button" onClick={rotation.previous} aria-label={t('hall.previous')}>
                ‹
              </button>
              <button type="button" onClick={rotation.togglePause} data-testid="hall-pause">
                {rotation.paused ? t('hall.resume') : t('hall.pause')}
              </button>
              <button type="button" onClick={rotation.next} aria-label={t('hall.next')}>
                ›
              </button>
            </div>
          )}
        </aside>
      </div>
    </main>
  );
}
