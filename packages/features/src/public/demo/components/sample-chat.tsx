import { useTranslation } from 'react-i18next';

import { ChatMessageList, type ChatMessage } from '@lancer/ui/components/chat-message-list';
import { Input } from '@lancer/ui/components/input';

import { DemoSection } from './demo-section';

const lines = [
  { id: 'm1', key: 'client', mine: true, time: '09:12' },
  { id: 'm2', key: 'provider', mine: false, time: '09:15' },
  { id: 'm3', key: 'client2', mine: true, time: '09:16' },
] as const;

/** The chat bar's message list with a sample conversation; writing needs an account. */
export function SampleChat() {
  const { t } = useTranslation('public', { keyPrefix: 'demo' });
  const messages: ChatMessage[] = lines.map((line) => ({
    id: line.id,
    text: t(`sampleData.chat.${line.key}`),
    mine: line.mine,
    sentAt: `2026-11-20T${line.time}:00Z`,
    timeLabel: line.time,
    dayLabel: t('chat.day'),
  }));
  return (
    <DemoSection title={t('chat.title')} description={t('chat.description')}>
      <div className="flex flex-col overflow-hidden rounded-lg border">
        <p className="border-b bg-muted/50 px-3 py-2 text-sm font-medium">
          {t('sampleData.people.provider')}
        </p>
        <ChatMessageList messages={messages} labels={{ log: t('chat.log') }} className="max-h-64" />
        <div className="border-t p-2">
          <Input disabled aria-label={t('chat.placeholder')} placeholder={t('chat.placeholder')} />
        </div>
      </div>
    </DemoSection>
  );
}
