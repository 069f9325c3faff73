import { useTranslation } from 'react-i18next';

import { Button } from '@lancer/ui/components/button';

import { AppLink } from '../../navigation/app-link';
import type { TeamMember } from './team';
import { paths } from '../../navigation/paths';

export type AboutViewProps = { team: readonly TeamMember[] };

const steps = ['fund', 'work', 'approve', 'release'] as const;
const audiences = ['clients', 'providers'] as const;

const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((part) => part[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();

/** What the marketplace is for clients and providers, how milestones protect both, the team. */
export function AboutView({ team }: AboutViewProps) {
  const { t } = useTranslation('public', { keyPrefix: 'about' });
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-14 px-6 py-14">
      <section className="flex max-w-3xl flex-col gap-4">
        <h1 className="text-4xl font-semibold tracking-tight text-balance">{t('title')}</h1>
        <p className="text-lg text-muted-foreground">{t('lead')}</p>
        <div className="flex flex-wrap gap-3">
          <Button asChild>
            <AppLink to={paths.demo.getHref()}>{t('cta.demo')}</AppLink>
          </Button>
          <Button asChild variant="outline">
            <AppLink to={paths.signin.getHref()}>{t('cta.signIn')}</AppLink>
          </Button>
        </div>
      </section>
      <section className="grid gap-4 sm:grid-cols-2">
        {audiences.map((audience) => (
          <div key={audience} className="rounded-lg border bg-card p-6 text-card-foreground">
            <h2 className="text-xl font-semibold">{t(`${audience}.title`)}</h2>
            <p className="mt-2 text-muted-foreground">{t(`${audience}.body`)}</p>
          </div>
        ))}
      </section>
      <section aria-labelledby="about-protection" className="flex flex-col gap-5">
        <h2 id="about-protection" className="text-2xl font-semibold">
          {t('protection.title')}
        </h2>
        <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {steps.map((step, index) => (
            <li key={step} className="flex flex-col gap-2 rounded-lg border p-5">
              <span
                aria-hidden
                className="grid size-8 place-content-center rounded-full bg-primary text-sm font-semibold text-primary-foreground"
              >
                {index + 1}
              </span>
              <h3 className="font-medium">{t(`protection.steps.${step}.title`)}</h3>
              <p className="text-sm text-muted-foreground">{t(`protection.steps.${step}.body`)}</p>
            </li>
          ))}
        </ol>
      </section>
      <section aria-labelledby="about-team" className="flex flex-col gap-5">
        <div className="flex flex-col gap-2">
          <h2 id="about-team" className="text-2xl font-semibold">
            {t('team.title')}
          </h2>
          <p className="max-w-3xl text-muted-foreground">{t('team.lead')}</p>
        </div>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {team.map((member) => (
            <li key={member.name} className="flex min-w-0 items-center gap-3 rounded-lg border p-4">
              <span
                aria-hidden
                className="grid size-10 shrink-0 place-content-center rounded-full bg-muted font-semibold text-muted-foreground"
              >
                {initials(member.name)}
              </span>
              <div className="min-w-0">
                <p className="font-medium break-words">{member.name}</p>
                <p className="text-sm text-muted-foreground">{t(`roles.${member.role}`)}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
