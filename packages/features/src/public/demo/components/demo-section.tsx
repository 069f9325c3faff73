import type * as React from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { Badge } from '@lancer/ui/components/badge';
import { Button } from '@lancer/ui/components/button';
import { cn } from '@lancer/ui/lib/cn';

import { AppLink } from '../../../navigation/app-link';
import { paths } from '../../../navigation/paths';

export type DemoSectionProps = {
  title: string;
  description: string;
  children: React.ReactNode;
  className?: string;
};

/** One screen of the demo: marked as sample, with its link to sign up. */
export function DemoSection({ title, description, children, className }: DemoSectionProps) {
  const { t } = useTranslation('public');
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      data-slot="demo-section"
      // Off-screen sections skip layout and paint until they come near the viewport.
      className={cn(
        'flex flex-col gap-4 rounded-xl border bg-card p-5 text-card-foreground [contain-intrinsic-size:auto_320px] [content-visibility:auto]',
        className,
      )}
    >
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <div className="flex items-center gap-2">
            <h2 id={id} className="text-lg font-semibold">
              {title}
            </h2>
            <Badge variant="outline" className="border-dashed uppercase">
              {t('sample')}
            </Badge>
          </div>
          <p className="text-sm text-muted-foreground">{description}</p>
        </div>
        <Button asChild size="sm" variant="outline">
          <AppLink to={paths.signin.getHref()}>{t('demo.signUp')}</AppLink>
        </Button>
      </header>
      {children}
    </section>
  );
}
