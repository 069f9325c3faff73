import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { contactTopics, type ContactTopic } from '@lancer/api/schemas/site';
import { Alert, AlertDescription } from '@lancer/ui/components/alert';
import { Button } from '@lancer/ui/components/button';
import { FormField } from '@lancer/ui/components/form-field';
import { fieldClassName, Input } from '@lancer/ui/components/input';
import { Textarea } from '@lancer/ui/components/textarea';
import { cn } from '@lancer/ui/lib/cn';

import { contactFormSchema, type ContactFormValues } from '../contact-schema';

export type ContactFormProps = {
  initialTopic?: ContactTopic;
  initialRole?: string;
  sending: boolean;
  /** Why the last send failed, already in words; the typed values stay. */
  failure?: string;
  onSend: (values: ContactFormValues) => void;
};

export function ContactForm({ initialTopic, initialRole, sending, failure, onSend }: ContactFormProps) {
  const { t } = useTranslation('public', { keyPrefix: 'contact' });
  const form = useForm<ContactFormValues>({
    resolver: zodResolver(contactFormSchema),
    defaultValues: {
      name: '',
      email: '',
      topic: initialTopic ?? (initialRole ? 'career' : 'hiring'),
      role: initialRole ?? '',
      message: '',
    },
  });
  const { errors } = form.formState;
  const error = (field: keyof ContactFormValues) => {
    const key = errors[field]?.message;
    return key ? t(key) : undefined;
  };
  const topic = form.watch('topic');
  return (
    <form noValidate className="flex flex-col gap-5" onSubmit={form.handleSubmit(onSend)}>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label={t('name')} error={error('name')} required>
          <Input autoComplete="name" {...form.register('name')} />
        </FormField>
        <FormField label={t('email')} error={error('email')} required>
          <Input type="email" autoComplete="email" {...form.register('email')} />
        </FormField>
      </div>
      <FormField label={t('topic')}>
        <select className={cn(fieldClassName, 'h-9')} {...form.register('topic')}>
          {contactTopics.map((value) => (
            <option key={value} value={value}>
              {t(`topics.${value}`)}
            </option>
          ))}
        </select>
      </FormField>
      {topic === 'career' ? (
        <FormField label={t('role')} error={error('role')}>
          <Input {...form.register('role')} />
        </FormField>
      ) : null}
      <FormField label={t('message')} help={t('messageHelp')} error={error('message')} required>
        <Textarea rows={6} className="min-h-36" {...form.register('message')} />
      </FormField>
      {failure ? (
        <Alert variant="destructive">
          <AlertDescription>{failure}</AlertDescription>
        </Alert>
      ) : null}
      <div>
        <Button type="submit" loading={sending}>
          {t('send')}
        </Button>
      </div>
    </form>
  );
}
