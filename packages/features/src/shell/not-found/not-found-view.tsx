import { useTranslation } from 'react-i18next';

import { AppLink } from '../../navigation/app-link';
import { paths } from '../../navigation/paths';

/** The page for a path the app does not know: says so and links home. */
export function NotFoundView() {
  const { t } = useTranslation('shell');
  return (
    <div className="mx-auto flex max-w-xl flex-col gap-3 px-6 py-24">
      <h1 className="text-2xl font-semibold">{t('notFound.title')}</h1>
      <p className="text-muted-foreground">{t('notFound.body')}</p>
      <AppLink to={paths.home.getHref()} className="text-primary underline-offset-4 hover:underline">
        {t('notFound.home')}
      </AppLink>
    </div>
  );
}
