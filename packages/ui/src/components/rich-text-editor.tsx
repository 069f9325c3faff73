import { DOMParser as ProseMirrorParser } from '@tiptap/pm/model';
import { EditorContent, getSchema, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { BoldIcon, ItalicIcon, ListIcon, ListOrderedIcon, QuoteIcon } from 'lucide-react';
import { useMemo } from 'react';
import type * as React from 'react';

import { cn } from '../lib/cn';
import { createHtmlSanitizer, type HtmlAllowList, type HtmlSanitizer } from '../lib/sanitize-html';

export type RichTextEditorLabels = {
  toolbar?: string;
  bold?: string;
  italic?: string;
  bulletList?: string;
  orderedList?: string;
  quote?: string;
};

export type RichTextEditorProps = {
  /** Initial HTML; it is sanitised before it is loaded. */
  defaultValue?: string;
  /** Receives sanitised HTML on every change. */
  onChange?: (html: string) => void;
  /**
   * What may come in and go out: the app passes packages/api's one list (rules/rich-text.ts), the
   * same the server keeps (decision 1033).
   */
  allowList: HtmlAllowList;
  /** The editing area's accessible name. */
  label: string;
  id?: string;
  disabled?: boolean;
  className?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
  labels?: RichTextEditorLabels;
};

type Mark = {
  key: keyof RichTextEditorLabels;
  fallback: string;
  icon: React.ReactNode;
  active: string;
  run: (chain: ChainLike) => void;
};
type ChainLike = ReturnType<NonNullable<ReturnType<typeof useEditor>>['chain']>;

const marks: Mark[] = [
  { key: 'bold', fallback: 'Bold', icon: <BoldIcon />, active: 'bold', run: (c) => c.toggleBold().run() },
  {
    key: 'italic',
    fallback: 'Italic',
    icon: <ItalicIcon />,
    active: 'italic',
    run: (c) => c.toggleItalic().run(),
  },
  {
    key: 'bulletList',
    fallback: 'Bulleted list',
    icon: <ListIcon />,
    active: 'bulletList',
    run: (c) => c.toggleBulletList().run(),
  },
  {
    key: 'orderedList',
    fallback: 'Numbered list',
    icon: <ListOrderedIcon />,
    active: 'orderedList',
    run: (c) => c.toggleOrderedList().run(),
  },
  {
    key: 'quote',
    fallback: 'Quote',
    icon: <QuoteIcon />,
    active: 'blockquote',
    run: (c) => c.toggleBlockquote().run(),
  },
];

const extensions = [StarterKit.configure({ heading: { levels: [2, 3] }, link: { openOnClick: false } })];
const schema = getSchema(extensions);

/**
 * The starting HTML as the editor's JSON. Given a string, Tiptap parses it with DOMParser, an HTML
 * sink that the web app's Trusted Types refuse; DOMPurify parses it here instead (decision 0718).
 */
const initialContent = (html: string, sanitizer: HtmlSanitizer) =>
  ProseMirrorParser.fromSchema(schema).parse(sanitizer.parse(html)).toJSON();

/** A rich text field on Tiptap (ProseMirror); what leaves it is sanitised HTML. */
export function RichTextEditor({
  defaultValue = '',
  onChange,
  allowList,
  label,
  id,
  disabled = false,
  className,
  labels = {},
  ...aria
}: RichTextEditorProps) {
  const sanitizer = useMemo(() => createHtmlSanitizer(allowList), [allowList]);
  const editor = useEditor({
    extensions,
    content: initialContent(defaultValue, sanitizer),
    editable: !disabled,
    immediatelyRender: true,
    editorProps: {
      attributes: {
        ...(id ? { id } : {}),
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        ...(aria['aria-describedby'] ? { 'aria-describedby': aria['aria-describedby'] } : {}),
        ...(aria['aria-invalid'] ? { 'aria-invalid': 'true' } : {}),
        class:
          'min-h-32 px-3 py-2 text-sm outline-none [&_blockquote]:border-l-2 [&_blockquote]:pl-3 [&_blockquote]:text-muted-foreground [&_ol]:list-decimal [&_ol]:pl-5 [&_p]:my-1 [&_ul]:list-disc [&_ul]:pl-5',
      },
    },
    onUpdate: ({ editor: current }) => onChange?.(sanitizer.sanitize(current.getHTML())),
  });
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) =>
      Object.fromEntries(marks.map((m) => [m.active, current?.isActive(m.active) ?? false])),
  });

  return (
    <div
      data-slot="rich-text-editor"
      data-disabled={disabled || undefined}
      className={cn(
        'rounded-md border border-input bg-background shadow-xs focus-within:border-ring focus-within:ring-[3px] focus-within:ring-ring/50 has-[[aria-invalid=true]]:border-destructive data-[disabled]:opacity-60 dark:bg-input/30',
        className,
      )}
    >
      <div role="toolbar" aria-label={labels.toolbar ?? 'Formatting'} className="flex gap-0.5 border-b p-1">
        {marks.map((mark) => (
          <button
            key={mark.key}
            type="button"
            aria-label={labels[mark.key] ?? mark.fallback}
            aria-pressed={active?.[mark.active] ?? false}
            disabled={disabled || !editor}
            onClick={() => editor && mark.run(editor.chain().focus())}
            className="grid size-8 place-content-center rounded-sm text-muted-foreground outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:opacity-50 aria-pressed:bg-accent aria-pressed:text-accent-foreground [&_svg]:size-4"
          >
            {mark.icon}
          </button>
        ))}
      </div>
      <EditorContent editor={editor} />
    </div>
  );
}
