import { useTranslation } from 'react-i18next';

import { Button } from '@lancer/ui/components/button';

import { AppLink } from '../../navigation/app-link';
import { paths } from '../../navigation/paths';

export type HomeViewProps = {
  /** Someone already signed in is offered their workspace instead of the sign-in. */
  signedIn?: boolean;
};

const featureKeys = ['post', 'milestones', 'paid'] as const;

/** The public landing page: the sign-in call to action lives here (the guest header hides its button). */
export function HomeView({ signedIn = false }: HomeViewProps) {
  const { t } = useTranslation('public', { keyPrefix: 'home' });
  return (
    // The header's and footer's container: one edge from top to bottom.
    <div className="mx-auto flex max-w-6xl flex-col gap-12 px-6 py-16">
      <section className="flex max-w-3xl flex-col gap-5">
        <h1 className="text-4xl font-semibold tracking-tight text-balance">{t('title')}</h1>
        <p className="text-lg text-muted-foreground">{t('lead')}</p>
        <div>
          {/* Links, not callbacks (decision 1150): they work on the prerendered page before the app starts. */}
          {signedIn ? (
            <Button size="lg" asChild>
              <AppLink to={paths.projects.getHref()}>{t('openWorkspace')}</AppLink>
            </Button>
          ) : (
            <Button size="lg" asChild>
              <AppLink to={paths.signin.getHref()}>{t('signIn')}</AppLink>
            </Button>
          )}
        </div>
      </section>
      <ul className="grid gap-4 sm:grid-cols-3">
        {featureKeys.map((key) => (
          <li key={key} className="rounded-lg border bg-card p-5 text-card-foreground">
            <h2 className="font-medium">{t(`features.${key}.title`)}</h2>
            <p className="mt-2 text-sm text-muted-foreground">{t(`features.${key}.body`)}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
