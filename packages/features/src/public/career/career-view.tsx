import { useTranslation } from 'react-i18next';

import { Badge } from '@lancer/ui/components/badge';
import { Button } from '@lancer/ui/components/button';
import { EmptyState } from '@lancer/ui/components/empty-state';

import { AppLink } from '../../navigation/app-link';
import { applyHref, type OpenRole } from './open-roles';
import { paths } from '../../navigation/paths';

export type CareerViewProps = { roles: readonly OpenRole[] };

/** Open roles, each with a link to Contact that has the role filled in, and how to apply. */
export function CareerView({ roles }: CareerViewProps) {
  const { t } = useTranslation('public', { keyPrefix: 'career' });
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-10 px-6 py-14">
      <section className="flex flex-col gap-4">
        <h1 className="text-4xl font-semibold tracking-tight">{t('title')}</h1>
        <p className="max-w-3xl text-lg text-muted-foreground">{t('lead')}</p>
      </section>
      <section aria-labelledby="career-roles" className="flex flex-col gap-4">
        <h2 id="career-roles" className="text-2xl font-semibold">
          {t('openRoles')}
        </h2>
        {roles.length === 0 ? (
          <EmptyState
            title={t('empty.title')}
            description={t('empty.description')}
            action={
              <Button asChild variant="outline">
                <AppLink to={paths.contact.getHref({ topic: 'career' })}>{t('empty.action')}</AppLink>
              </Button>
            }
          />
        ) : (
          <ul className="flex flex-col gap-4">
            {roles.map((role) => (
              <li
                key={role.id}
                className="flex flex-col gap-3 rounded-lg border bg-card p-6 text-card-foreground sm:flex-row sm:items-start sm:justify-between"
              >
                <div className="flex min-w-0 flex-col gap-2">
                  <h3 className="text-xl font-semibold break-words">{role.title}</h3>
                  <div className="flex flex-wrap gap-2">
                    <Badge variant="secondary">{role.team}</Badge>
                    <Badge variant="outline">{role.place}</Badge>
                  </div>
                  <p className="text-muted-foreground">{role.summary}</p>
                </div>
                <Button asChild className="h-auto min-h-9 shrink-0 whitespace-normal">
                  <AppLink to={applyHref(role.title)}>{t('apply', { role: role.title })}</AppLink>
                </Button>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="career-apply" className="flex flex-col gap-2 rounded-lg bg-muted/50 p-6">
        <h2 id="career-apply" className="text-xl font-semibold">
          {t('howToApply.title')}
        </h2>
        <p className="text-muted-foreground">{t('howToApply.body')}</p>
      </section>
    </div>
  );
}
