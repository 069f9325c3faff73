import { SendIcon } from 'lucide-react';
import { useId, useState } from 'react';
import type * as React from 'react';

import { cn } from '../lib/cn';
import { Button } from './button';

export type ChatComposerProps = Omit<React.ComponentProps<'form'>, 'onSubmit'> & {
  onSend: (text: string) => void;
  /** The user typed (a change leaving some text): e.g. to tell the other side, throttled by the caller. */
  onType?: () => void;
  disabled?: boolean;
  labels?: { input?: string; placeholder?: string; send?: string; empty?: string };
};

/** Enter sends, Shift+Enter starts a new line; an empty message is refused with the spec's text. */
export function ChatComposer({
  onSend,
  onType,
  disabled,
  labels = {},
  className,
  ...props
}: ChatComposerProps) {
  const [text, setText] = useState('');
  const [error, setError] = useState(false);
  const errorId = useId();
  const send = () => {
    const clean = text.trim();
    if (!clean) return setError(true);
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
      <div className="flex items-end gap-2">
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
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              send();
            }
          }}
          className="field-sizing-content max-h-32 min-h-9 flex-1 resize-none rounded-md border border-input bg-background px-3 py-2 text-sm outline-none placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-invalid:border-destructive dark:bg-input/30"
        />
        <Button type="submit" size="icon" aria-label={labels.send ?? 'Send'} disabled={disabled}>
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
