import type { ReactNode } from 'react';

import { Card, CardContent, CardDescription, CardHeader } from '@lancer/ui/components/card';

type SettingsSectionProps = { title: string; description?: ReactNode; children: ReactNode };

/** One titled card of a settings page; its title is an h2 under the page's h1. */
export function SettingsSection({ title, description, children }: SettingsSectionProps) {
  return (
    <Card>
      <CardHeader>
        <h2 className="leading-none font-semibold">{title}</h2>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent className="flex flex-col gap-4">{children}</CardContent>
    </Card>
  );
}
