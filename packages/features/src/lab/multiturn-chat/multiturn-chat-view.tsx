import { zodResolver } from '@hookform/resolvers/zod';
import { RotateCcwIcon, SendIcon } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import type { LabConversation, LabStoredMessage } from '@lancer/api/schemas/lab';
import { Button } from '@lancer/ui/components/button';
import { EmptyState } from '@lancer/ui/components/empty-state';
import { LoadState, type Loadable } from '@lancer/ui/components/load-state';

import { fieldErrorText } from '../../lib/apply-server-field-errors';
import { useLoadStateLabels } from '../../lib/use-load-state-labels';
import { LabPage, type LabStatus } from '../components/lab-page';
import {
  SendForm,
  SendOrStopButton,
  TextareaField,
  type StreamingComposerProps,
} from '../components/prompt-form';
import { ChatMessage } from './components/chat-message';
import { ConversationList, type ConversationListProps } from './components/conversation-list';
import { LabError } from '../components/lab-error';
import { messageFormSchema, type MessageValues } from '../lib/message-form';

export type MultiturnChatViewProps = {
  status: LabStatus;
  conversations: Loadable<readonly LabConversation[]>;
  /** The selected conversation's stored messages; null when none is selected. */
  thread: Loadable<readonly LabStoredMessage[]> | null;
  /** The reply being written (and my message it answers), shown until the stored ones arrive. */
  live: { user: string | null; reply: string; stopped: boolean } | null;
  /**
   * Sends my message (the form's field is emptied meanwhile); resolves whether the reply came, so a
   * message refused before anything was said comes back into the field.
   */
  onSend: (message: string) => Promise<boolean>;
  onRetry: () => void;
  canRetry: boolean;
} & Omit<ConversationListProps, 'conversations'> &
  StreamingComposerProps;

/** Multi-turn chat (/multiturn-chat): kept conversations, replies streamed token by token, stop, retry. */
export function MultiturnChatView(props: MultiturnChatViewProps) {
  const { t } = useTranslation('lab');
  const labels = useLoadStateLabels();
  const form = useForm<MessageValues, unknown, MessageValues>({
    resolver: zodResolver(messageFormSchema),
    defaultValues: { message: '' },
  });
  const send = form.handleSubmit(async ({ message }) => {
    const typed = form.getValues('message');
    form.setValue('message', '');
    const received = await props.onSend(message);
    if (!received && !form.getValues('message')) form.setValue('message', typed);
  });
  return (
    <LabPage
      tool="multiturnChat"
      status={props.status}
      errorTitle={t('multiturnChat.listFailed')}
      className="max-w-6xl"
    >
      {(configured) => (
        <>
          <h2 className="sr-only">{t('multiturnChat.conversations')}</h2>
          <LoadState
            state={props.conversations}
            errorTitle={t('multiturnChat.listFailed')}
            isEmpty={(list) => list.length === 0}
            empty={{
              title: t('multiturnChat.empty'),
              description: t('multiturnChat.emptyBody'),
              action: (
                <Button type="button" onClick={props.onNew} loading={props.creating}>
                  {t('multiturnChat.newChat')}
                </Button>
              ),
            }}
            {...labels}
          >
            {(conversations) => (
              <div className="grid gap-6 md:grid-cols-[16rem_1fr]">
                <ConversationList
                  conversations={conversations}
                  selectedId={props.selectedId}
                  onSelect={props.onSelect}
                  onNew={props.onNew}
                  creating={props.creating}
                  onRename={props.onRename}
                  onDelete={props.onDelete}
                />
                <section aria-label={t('multiturnChat.title')} className="flex min-w-0 flex-col gap-4">
                  {props.thread === null ? (
                    <EmptyState title={t('multiturnChat.pick')} />
                  ) : (
                    <LoadState state={props.thread} errorTitle={t('multiturnChat.threadFailed')} {...labels}>
                      {(messages) =>
                        messages.length === 0 && !props.live ? (
                          <p className="text-sm text-muted-foreground">{t('multiturnChat.threadEmpty')}</p>
                        ) : (
                          <ol
                            aria-label={t('multiturnChat.conversations')}
                            aria-live="polite"
                            className="flex flex-col gap-4"
                          >
                            {messages.map((message) => (
                              <ChatMessage
                                key={message.id}
                                role={message.role}
                                content={message.content}
                                stopped={message.stopped}
                              />
                            ))}
                            {props.live?.user && <ChatMessage role="user" content={props.live.user} />}
                            {props.live && (
                              <ChatMessage
                                role="assistant"
                                content={props.live.reply}
                                stopped={props.live.stopped}
                                live={props.streaming}
                              />
                            )}
                          </ol>
                        )
                      }
                    </LoadState>
                  )}
                  <LabError error={props.error} />
                  <SendForm onSubmit={send}>
                    <TextareaField
                      id="lab-chat-message"
                      label={t('multiturnChat.message')}
                      hideLabel
                      maxLength={20_000}
                      placeholder={t('multiturnChat.message')}
                      error={fieldErrorText(form.formState.errors.message, (key) => t(key))}
                      {...form.register('message')}
                      onKeyDown={(event) => {
                        if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
                          event.preventDefault();
                          void send();
                        }
                      }}
                    />
                    <div className="flex flex-wrap gap-2">
                      <SendOrStopButton
                        streaming={props.streaming}
                        onStop={props.onStop}
                        disabled={!configured}
                      >
                        <SendIcon aria-hidden />
                        {t('multiturnChat.send')}
                      </SendOrStopButton>
                      <Button
                        type="button"
                        variant="ghost"
                        onClick={props.onRetry}
                        disabled={!configured || !props.canRetry || props.streaming}
                      >
                        <RotateCcwIcon aria-hidden />
                        {t('multiturnChat.retry')}
                      </Button>
                    </div>
                  </SendForm>
                </section>
              </div>
            )}
          </LoadState>
        </>
      )}
    </LabPage>
  );
}
