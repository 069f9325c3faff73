import { useState } from 'react';
import type * as React from 'react';
import { useTranslation } from 'react-i18next';

import { CHAT_FILE_ACCEPT } from '@lancer/api/rules/chat-files';
import type { ChatFile } from '@lancer/api/schemas/chat';
import { ChatComposer } from '@lancer/ui/components/chat-composer';
import { ChatMessageList, type ChatMessage } from '@lancer/ui/components/chat-message-list';
import { LoadState, type Loadable } from '@lancer/ui/components/load-state';
import { Skeleton } from '@lancer/ui/components/skeleton';
import { cn } from '@lancer/ui/lib/cn';

import { useLoadStateLabels } from '../../lib/use-load-state-labels';
import type { FileUploads as Uploads } from '../../lib/use-file-uploads';
import { FileUploads } from '../../components/file-uploads';
import { CopyLinkItem } from './copy-link-item';
import { MessageActions, type MessageChanges } from './message-actions';
import { StoredFiles } from '../../components/stored-files';

export type ChatThreadProps = {
  /** The conversation's messages, as its history loads. */
  messages: Loadable<readonly ChatMessage[]>;
  onSend: (text: string) => void;
  /** The user typed in the composer (the typing frame, throttled by the socket). */
  onType?: () => void;
  /** "… is typing" while another member types (decision 1601), or nothing. */
  typing?: string;
  onRetry: (message: ChatMessage) => void;
  /** A message's text as shown (LAB-TRANSLATE-IN-PLACE: with its one-click translation). */
  renderMessageText?: (message: ChatMessage) => React.ReactNode;
  /** Edit and delete for own messages within 15 minutes (decision 1602); no menu without it. */
  changes?: MessageChanges;
  /** A message to scroll to and mark (a search result opened, decision 1603). */
  highlightId?: string;
  /**
   * Files (decision 1604): the composer's uploads (picker, paste, drag and drop over the thread)
   * and each message's files. Without it, text only.
   */
  attach?: {
    uploads: Uploads;
    /** An upload is running: sending waits. */
    busy: boolean;
    /** How many files are uploaded and go with the next message. */
    ready: number;
    filesOf: (message: ChatMessage) => readonly ChatFile[];
  };
  /**
   * The menu of another member's message: Report… (decision 1504), after the `items` given (Copy
   * link); none without it.
   */
  renderReport?: (message: ChatMessage, items: React.ReactNode) => React.ReactNode;
  /** A message's absolute address (decision 1620), for "Copy link" in its menu; no such item without it. */
  linkOf?: (message: ChatMessage) => string;
};

const messagesSkeleton = (
  <>
    <Skeleton className="ml-auto h-10 w-2/3" />
    <Skeleton className="h-10 w-2/3" />
  </>
);

/**
 * One conversation: its messages as a live log ("Seen" under the last own one read, "edited",
 * deleted ones in their place, a menu on own ones still changeable), who is typing, and the
 * composer under them (chat bar and messages page).
 */
export function ChatThread(props: ChatThreadProps) {
  const { t } = useTranslation('chat');
  const labels = useLoadStateLabels();
  const { attach } = props;
  const [dragging, setDragging] = useState(false);
  const hasFiles = (event: React.DragEvent) => event.dataTransfer.types.includes('Files');
  return (
    // Files dropped anywhere on the conversation are attached (decision 1604).
    <div
      data-slot="chat-thread"
      data-dragging={dragging || undefined}
      className="relative flex min-h-0 flex-1 flex-col"
      onDragOver={(event) => {
        if (!attach || !hasFiles(event)) return;
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
      }}
      onDrop={(event) => {
        setDragging(false);
        if (!attach || !hasFiles(event)) return;
        event.preventDefault();
        attach.uploads.add([...event.dataTransfer.files]);
      }}
    >
      {dragging && (
        <div
          aria-hidden
          className="pointer-events-none absolute inset-1 z-10 flex items-center justify-center rounded-lg border-2 border-dashed border-primary bg-background/90 text-sm font-medium"
        >
          {t('files.drop')}
        </div>
      )}
      <LoadState
        state={props.messages}
        isEmpty={(messages) => messages.length === 0}
        empty={{ title: t('noMessages') }}
        errorTitle={t('loadFailed')}
        {...labels}
        loadingLabel={t('log')}
        skeleton={messagesSkeleton}
        className="m-3 w-auto flex-1"
      >
        {(messages) => (
          <>
            {props.highlightId && !messages.some((message) => message.id === props.highlightId) && (
              // The history shows the latest page only: a linked older message is said, not searched for (decision 1620).
              <p
                role="status"
                className="mx-3 mt-2 rounded-md bg-muted px-3 py-2 text-xs text-muted-foreground"
              >
                {t('search.older')}
              </p>
            )}
            <ChatMessageList
              className="min-h-0 flex-1"
              messages={messages}
              onRetry={props.onRetry}
              renderText={props.renderMessageText}
              renderAttachments={
                attach
                  ? (message) => <StoredFiles files={attach.filesOf(message)} mine={message.mine} />
                  : undefined
              }
              highlightId={props.highlightId}
              renderActions={(message) => {
                const { changes, linkOf } = props;
                // Only a sent message has its own address (a pending one has a temporary id).
                const copy =
                  linkOf && !message.deleted && (message.status ?? 'sent') === 'sent' ? (
                    <CopyLinkItem href={linkOf(message)} />
                  ) : null;
                if (changes?.canChange(message))
                  return (
                    <MessageActions message={message} changes={changes}>
                      {copy}
                    </MessageActions>
                  );
                if (!message.mine && !message.deleted && props.renderReport)
                  return props.renderReport(message, copy);
                return copy ? <MessageActions message={message}>{copy}</MessageActions> : null;
              }}
              labels={{
                edited: t('edited'),
                deleted: t('deleted'),
                log: t('log'),
                pending: t('pending'),
                failed: t('failed'),
                sent: t('sent'),
                seen: t('seen'),
                retry: t('retry'),
              }}
            />
          </>
        )}
      </LoadState>
      {/* Always there (empty, no height) so a screen reader hears it appear. */}
      <p
        role="status"
        data-slot="chat-typing"
        className={cn('px-3 text-xs text-muted-foreground', props.typing && 'py-1')}
      >
        {props.typing}
      </p>
      <ChatComposer
        onSend={props.onSend}
        onType={props.onType}
        onFiles={attach ? (files) => attach.uploads.add(files) : undefined}
        accept={CHAT_FILE_ACCEPT}
        attachments={attach ? <FileUploads uploads={attach.uploads} /> : undefined}
        hasAttachments={!!attach && attach.ready > 0}
        sendDisabled={attach?.busy}
        labels={{
          input: t('input'),
          placeholder: t('placeholder'),
          send: t('send'),
          empty: t('empty'),
          attach: t('files.attach'),
        }}
      />
    </div>
  );
}
