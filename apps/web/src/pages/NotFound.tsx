/** A page that does not exist, said in the language of the URL (the router's own text is English). */
import { useTranslation } from 'react-i18next';

export function NotFound() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="not-found-h" data-testid="not-found">
      <h1 id="not-found-h">{t('app.notFound')}</h1>
      <p>{t('app.notFoundText')}</p>
    </section>
  );
}
