import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@lancer/ui/components/button';

type StepFrameProps = { title: string; lead?: ReactNode; children: ReactNode };

/** The shared heading and lead of every sign-in step. */
export function StepFrame({ title, lead, children }: StepFrameProps) {
  return (
    <section className="flex flex-col gap-6" aria-labelledby="signin-step-title">
      <header className="flex flex-col gap-2">
        <h1 id="signin-step-title" className="text-2xl font-semibold tracking-tight">
          {title}
        </h1>
        {lead ? <p className="text-sm text-muted-foreground">{lead}</p> : null}
      </header>
      {children}
    </section>
  );
}

/** The links under a step's form: the step's own (resend the code, use a code), then "Use another email". */
export function StepLinks({
  onChangeEmail,
  pending,
  children,
}: {
  onChangeEmail: () => void;
  /** While the step's call runs, changing the email waits. */
  pending: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation('auth', { keyPrefix: 'signin' });
  return (
    <div className="flex flex-wrap justify-between gap-2">
      {children}
      <Button variant="link" className="px-0" onClick={onChangeEmail} disabled={pending}>
        {t('changeEmail')}
      </Button>
    </div>
  );
}
