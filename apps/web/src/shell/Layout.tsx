/** The frame of every page: skip link, header with navigation and the language switch, main. */
import { Link, Outlet, useLocation, useNavigate, useParams } from '@tanstack/react-router';
import { signOut, useSession } from '../api/session';
import { useTranslation } from 'react-i18next';
import { isLocale, useLocale, type AppLocale } from '../i18n';

export function Layout() {
  const { lang } = useParams({ strict: false }) as { lang?: string };
  const locale: AppLocale = isLocale(lang) ? lang : 'en';
  useLocale(locale);
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const { account } = useSession();
  const other: AppLocale = locale === 'en' ? 'cs' : 'en';
  const otherHref = location.href.replace(/^\/(en|cs)(?=\/|$|\?)/, `/${other}`);
  return (
    <>
      <a className="skip" href="#main">
        {t('app.skip')}
      </a>
      <header className="top">
        <nav aria-label={t('app.name')}>
          <Link to="/$lang" params={{ lang: locale }} className="brand">
            {t('app.name')}
          </Link>
          <Link to="/$lang/tournaments" params={{ lang: locale }}>
            {t('nav.tournaments')}
          </Link>
          <Link to="/$lang/workbench" params={{ lang: locale }}>
            {t('app.workbench')}
          </Link>
          {account?.admin && (
            <Link to="/$lang/accounts" params={{ lang: locale }}>
              {t('accounts.nav')}
            </Link>
          )}
        </nav>
        <div className="account">
          {account ? (
            <>
              <span className="who" data-testid="signed-in">
                {t('nav.signedInAs', { name: account.displayName })}
              </span>
              <button
                type="button"
                className="link"
                onClick={() =>
                  void signOut().then(() => navigate({ to: '/$lang/signin', params: { lang: locale } }))
                }
              >
                {t('nav.signOut')}
              </button>
            </>
          ) : (
            <Link to="/$lang/signin" params={{ lang: locale }}>
              {t('nav.signIn')}
            </Link>
          )}
          <a href={otherHref} hrefLang={other} lang={other} className="lang">
            {other === 'cs' ? 'Čeština' : 'English'}
          </a>
        </div>
      </header>
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
    </>
  );
}
