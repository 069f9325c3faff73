import { useTranslation } from 'react-i18next';

import type { ContactTopic } from '@lancer/api/schemas/site';

import { ContactForm } from './components/contact-form';
import { ContactThanks } from './components/contact-thanks';
import type { ContactFormValues } from './contact-schema';

export type ContactSendState =
  | { status: 'idle' | 'sending' }
  | { status: 'failed' }
  /** Too many messages: `message` says how long to wait (decision 1010). */
  | { status: 'rate-limited'; message: string }
  | { status: 'sent'; name: string; email: string };

export type ContactViewProps = {
  /** From the page address, e.g. a Career role's apply link. */
  initialTopic?: ContactTopic;
  initialRole?: string;
  send: ContactSendState;
  onSend: (values: ContactFormValues) => void;
  onSendAnother: () => void;
};

/** The contact form (kept as typed when a send fails), then a thank-you. */
export function ContactView({ initialTopic, initialRole, send, onSend, onSendAnother }: ContactViewProps) {
  const { t } = useTranslation('public', { keyPrefix: 'contact' });
  const failure =
    send.status === 'failed' ? t('failed') : send.status === 'rate-limited' ? send.message : undefined;
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-8 px-6 py-14">
      <section className="flex flex-col gap-3">
        <h1 className="text-4xl font-semibold tracking-tight">{t('title')}</h1>
        <p className="text-lg text-muted-foreground">{t('lead')}</p>
      </section>
      {send.status === 'sent' ? (
        <ContactThanks name={send.name} email={send.email} onSendAnother={onSendAnother} />
      ) : (
        <ContactForm
          initialTopic={initialTopic}
          initialRole={initialRole}
          sending={send.status === 'sending'}
          failure={failure}
          onSend={onSend}
        />
      )}
    </div>
  );
}
