import { useTranslation } from 'react-i18next';

/** Honest placeholder for routes whose screens are not built yet (their issues are open). */
export default function SigninRoute() {
  const { t } = useTranslation('shell');
  return (
    <div className="mx-auto flex max-w-xl flex-col gap-3 px-6 py-24">
      <h1 className="text-2xl font-semibold">{t('comingSoon.title')}</h1>
      <p className="text-muted-foreground">{t('comingSoon.body')}</p>
    </div>
  );
}
