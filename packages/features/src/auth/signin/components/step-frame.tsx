import type { ReactNode } from 'react';

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
