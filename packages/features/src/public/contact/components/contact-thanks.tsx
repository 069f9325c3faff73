import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@lancer/ui/components/button';

export type ContactThanksProps = { name: string; email: string; onSendAnother: () => void };

/** The thank-you after a message was taken; focus moves to it so it is read out. */
export function ContactThanks({ name, email, onSendAnother }: ContactThanksProps) {
  const { t } = useTranslation('public', { keyPrefix: 'contact.thanks' });
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section
      role="status"
      className="flex flex-col items-start gap-3 rounded-lg border border-success/40 bg-success/10 p-6"
    >
      <h2 ref={heading} tabIndex={-1} className="text-2xl font-semibold outline-none">
        {t('title', { name })}
      </h2>
      <p className="text-muted-foreground">{t('body', { email })}</p>
      <Button variant="outline" onClick={onSendAnother}>
        {t('again')}
      </Button>
    </section>
  );
}
