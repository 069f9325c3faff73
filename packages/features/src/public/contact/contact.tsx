import { useTranslation } from 'react-i18next';

import type { ContactTopic } from '@lancer/api/schemas/site';
import { useSendContactMessage } from '@lancer/api/site/send-contact-message';

import { useRateLimitText } from '../../lib/rate-limited';
import { usePageMeta } from '../../lib/use-page-meta';
import { ContactView, type ContactSendState } from './contact-view';

export type ContactProps = { initialTopic?: ContactTopic; initialRole?: string };

export function Contact({ initialTopic, initialRole }: ContactProps) {
  const { t } = useTranslation('public', { keyPrefix: 'contact.meta' });
  usePageMeta(t('title'), t('description'));
  const mutation = useSendContactMessage();
  const waitText = useRateLimitText();
  const send: ContactSendState = mutation.isPending
    ? { status: 'sending' }
    : mutation.isSuccess
      ? { status: 'sent', name: mutation.variables.body.name, email: mutation.variables.body.email }
      : mutation.isError
        ? waitText(mutation.error) !== null
          ? { status: 'rate-limited', message: waitText(mutation.error)! }
          : { status: 'failed' }
        : { status: 'idle' };
  return (
    <ContactView
      initialTopic={initialTopic}
      initialRole={initialRole}
      send={send}
      onSend={({ role, ...values }) =>
        mutation.mutate({ body: { ...values, ...(values.topic === 'career' && role ? { role } : {}) } })
      }
      onSendAnother={() => mutation.reset()}
    />
  );
}
