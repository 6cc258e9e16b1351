import { Link, useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

export function Home() {
  const { t } = useTranslation();
  const { lang } = useParams({ strict: false }) as { lang: string };
  return (
    <section>
      <h1>{t('home.title')}</h1>
      <p>{t('home.intro')}</p>
      <p>
        <Link to="/$lang/workbench" params={{ lang }}>
          {t('home.open')}
        </Link>
      </p>
    </section>
  );
}
