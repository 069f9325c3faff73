import { PaperclipIcon, SendIcon } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import type * as React from 'react';

import { cn } from '../lib/cn';
import { Button } from './button';

export type ChatComposerProps = Omit<React.ComponentProps<'form'>, 'onSubmit'> & {
  onSend: (text: string) => void;
  /** The user typed (a change leaving some text): e.g. to tell the other side, throttled by the caller. */
  onType?: () => void;
  disabled?: boolean;
  /**
   * Files chosen to send with the message: with it an attach button opens the file picker, and
   * files pasted into the text box come here too (drag and drop is the caller's, over its area).
   */
  onFiles?: (files: File[]) => void;
  /** What the file picker offers (MIME types and extensions, comma-separated). */
  accept?: string;
  /** What is attached so far (e.g. uploads with their progress), shown above the text box. */
  attachments?: React.ReactNode;
  /** Something is attached: sending without text is allowed. */
  hasAttachments?: boolean;
  /** Sending waits (e.g. an upload is still running): the send button is disabled, Enter does nothing. */
  sendDisabled?: boolean;
  labels?: { input?: string; placeholder?: string; send?: string; empty?: string; attach?: string };
};

/**
 * Enter sends, Shift+Enter starts a new line; an empty message (no text, nothing attached) is
 * refused with the spec's text. With `onFiles`, files come from an attach button or a paste.
 */
export function ChatComposer({
  onSend,
  onType,
  disabled,
  onFiles,
  accept,
  attachments,
  hasAttachments = false,
  sendDisabled = false,
  labels = {},
  className,
  ...props
}: ChatComposerProps) {
  const [text, setText] = useState('');
  const [error, setError] = useState(false);
  const errorId = useId();
  const picker = useRef<HTMLInputElement>(null);
  const send = () => {
    if (sendDisabled) return;
    const clean = text.trim();
    if (!clean && !hasAttachments) return setError(true);
    onSend(clean);
    setText('');
    setError(false);
  };
  return (
    <form
      data-slot="chat-composer"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
      className={cn('grid gap-1 border-t p-2', className)}
      {...props}
    >
      {attachments}
      <div className="flex items-end gap-2">
        {onFiles && (
          <>
            <Button
              type="button"
              variant="ghost"
              size="icon"
              aria-label={labels.attach ?? 'Attach files'}
              disabled={disabled}
              onClick={() => picker.current?.click()}
            >
              <PaperclipIcon aria-hidden />
            </Button>
            <input
              ref={picker}
              type="file"
              multiple
              hidden
              accept={accept}
              data-slot="chat-composer-files"
              onChange={(event) => {
                const chosen = [...(event.target.files ?? [])];
                event.target.value = '';
                if (chosen.length > 0) {
                  setError(false);
                  onFiles(chosen);
                }
              }}
            />
          </>
        )}
        <textarea
          aria-label={labels.input ?? 'Message'}
          aria-invalid={error || undefined}
          aria-describedby={error ? errorId : undefined}
          rows={1}
          disabled={disabled}
          value={text}
          placeholder={labels.placeholder ?? 'Write a message'}
          onChange={(event) => {
            setText(event.target.value);
            if (event.target.value.trim()) onType?.();
            if (error && event.target.value.trim()) setError(false);
          }}
          onPaste={(event) => {
            const pasted = [...event.clipboardData.files];
            if (!onFiles || pasted.length === 0) return;
            event.preventDefault();
            setError(false);
            onFiles(pasted);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              send();
            }
          }}
          className="field-sizing-content max-h-32 min-h-9 flex-1 resize-none rounded-md border border-input bg-background px-3 py-2 text-sm outline-none placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-invalid:border-destructive dark:bg-input/30"
        />
        <Button
          type="submit"
          size="icon"
          aria-label={labels.send ?? 'Send'}
          disabled={disabled || sendDisabled}
        >
          <SendIcon aria-hidden />
        </Button>
      </div>
      {error && (
        <p id={errorId} role="alert" className="px-1 text-xs font-medium text-destructive">
          {labels.empty ?? 'Please input message'}
        </p>
      )}
    </form>
  );
}
