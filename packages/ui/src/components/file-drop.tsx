import { UploadIcon } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import type * as React from 'react';

import { cn } from '../lib/cn';
import { Button } from './button';

export type FileDropLabels = {
  /** The zone's accessible name and heading. */
  title?: string;
  hint?: string;
  browse?: string;
  unsupported?: string;
  tooLarge?: string;
};

export type FileDropProps = Omit<React.ComponentProps<'div'>, 'onDrop' | 'onPaste'> & {
  /** MIME types ("image/png", "image/*") or extensions (".pdf"); empty accepts anything. */
  accept?: readonly string[];
  /** Largest accepted file in bytes. */
  maxSize?: number;
  multiple?: boolean;
  disabled?: boolean;
  onFiles: (files: File[]) => void;
  onReject?: (files: File[], reason: 'type' | 'size') => void;
  labels?: FileDropLabels;
};

/** Whether a file matches an accept list of MIME types, MIME wildcards or extensions. */
export function acceptsFile(file: Pick<File, 'name' | 'type'>, accept: readonly string[]): boolean {
  if (accept.length === 0) return true;
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return accept.some((rule) => {
    const r = rule.toLowerCase().trim();
    if (r.startsWith('.')) return name.endsWith(r);
    if (r.endsWith('/*')) return type.startsWith(r.slice(0, -1));
    return type === r;
  });
}

/** Takes files by drag and drop, by paste (when focused) or from the file picker. */
export function FileDrop({
  accept = [],
  maxSize,
  multiple = false,
  disabled = false,
  onFiles,
  onReject,
  labels = {},
  className,
  ...props
}: FileDropProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const titleId = `${id}-title`;
  const errorId = `${id}-error`;

  const take = (list: FileList | File[] | null | undefined) => {
    const files = Array.from(list ?? []).slice(0, multiple ? undefined : 1);
    if (disabled || files.length === 0) return;
    const wrongType = files.filter((file) => !acceptsFile(file, accept));
    if (wrongType.length > 0) {
      setError(labels.unsupported ?? 'Unsupported file type');
      onReject?.(wrongType, 'type');
      return;
    }
    const tooBig = maxSize === undefined ? [] : files.filter((file) => file.size > maxSize);
    if (tooBig.length > 0) {
      setError(labels.tooLarge ?? 'File is too large');
      onReject?.(tooBig, 'size');
      return;
    }
    setError(null);
    onFiles(files);
  };

  return (
    <div
      data-slot="file-drop"
      data-dragging={dragging || undefined}
      data-disabled={disabled || undefined}
      role="group"
      aria-disabled={disabled || undefined}
      aria-labelledby={titleId}
      aria-describedby={error ? errorId : undefined}
      tabIndex={disabled ? -1 : 0}
      onDragOver={(event) => {
        event.preventDefault();
        if (!disabled) setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={(event) => {
        event.preventDefault();
        setDragging(false);
        take(event.dataTransfer.files);
      }}
      onPaste={(event) => {
        if (event.clipboardData.files.length === 0) return;
        event.preventDefault();
        take(event.clipboardData.files);
      }}
      className={cn(
        'flex flex-col items-center gap-2 rounded-lg border-2 border-dashed border-input p-6 text-center transition-colors outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 data-[disabled]:cursor-not-allowed data-[disabled]:bg-muted data-[dragging]:border-primary data-[dragging]:bg-accent',
        error && 'border-destructive',
        className,
      )}
      {...props}
    >
      <UploadIcon aria-hidden className="size-6 text-muted-foreground" />
      <p id={titleId} className="text-sm font-medium">
        {labels.title ?? 'Drop files here'}
      </p>
      <p className="text-xs text-muted-foreground">
        {labels.hint ?? 'or paste them, or choose from your device'}
      </p>
      <Button
        type="button"
        variant="outline"
        size="sm"
        disabled={disabled}
        onClick={() => inputRef.current?.click()}
      >
        {labels.browse ?? 'Choose files'}
      </Button>
      <input
        ref={inputRef}
        type="file"
        hidden
        tabIndex={-1}
        aria-hidden
        multiple={multiple}
        accept={accept.join(',') || undefined}
        onChange={(event) => {
          take(event.target.files);
          event.target.value = '';
        }}
      />
      {error && (
        <p id={errorId} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
