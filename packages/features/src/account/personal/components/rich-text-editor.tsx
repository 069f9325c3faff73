import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@lancer/ui/components/button';

type RichTextEditorProps = {
  /** Replaces the content when it changes from outside (a template, an accepted rewrite). */
  html: string;
  label: string;
  onChange: (html: string) => void;
};

const commands = [
  { command: 'bold', key: 'intro.bold', mark: 'B', className: 'font-bold' },
  { command: 'italic', key: 'intro.italic', mark: 'I', className: 'italic' },
  { command: 'insertUnorderedList', key: 'intro.list', mark: '•', className: '' },
] as const;

/**
 * A small rich text editor (bold, italic, bullets) on contentEditable. The server sanitises the
 * HTML it stores, so the editor does not need to.
 */
export function RichTextEditor({ html, label, onChange }: RichTextEditorProps) {
  const { t } = useTranslation('personal');
  const area = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (area.current && area.current.innerHTML !== html) area.current.innerHTML = html;
  }, [html]);
  const emit = () => onChange(area.current?.innerHTML ?? '');
  return (
    <div className="rounded-md border focus-within:ring-[3px] focus-within:ring-ring/50">
      <div role="toolbar" aria-label={label} className="flex gap-1 border-b p-1">
        {commands.map(({ command, key, mark, className }) => (
          <Button
            key={command}
            type="button"
            variant="ghost"
            size="sm"
            aria-label={t(key)}
            title={t(key)}
            // Keep the selection in the text while clicking the toolbar.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => {
              document.execCommand(command);
              emit();
            }}
          >
            <span aria-hidden className={className}>
              {mark}
            </span>
          </Button>
        ))}
      </div>
      <div
        ref={area}
        role="textbox"
        aria-multiline="true"
        aria-label={label}
        contentEditable
        suppressContentEditableWarning
        tabIndex={0}
        onInput={emit}
        className="prose-sm min-h-40 px-3 py-2 text-sm outline-none [&_ul]:list-disc [&_ul]:pl-5"
      />
    </div>
  );
}
