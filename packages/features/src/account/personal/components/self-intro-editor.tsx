import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { richTextAllowList } from '@lancer/api/rules/rich-text';
import { Alert, AlertTitle } from '@lancer/ui/components/alert';
import { Button } from '@lancer/ui/components/button';
import { RichTextEditor } from '@lancer/ui/components/rich-text-editor';

import { htmlToText, textToHtml } from '../intro-text';
import { PolishCompare } from './polish-compare';
import { TemplatesPicker, type IntroTemplate } from './templates-picker';

export type AiState = {
  pending: boolean;
  rewrite: string | null;
  error: 'failed' | 'notConfigured' | null;
  /** Refused for too many AI requests: how long to wait (decision 1010). */
  wait?: string | null;
};

export type SelfIntroEditorProps = {
  html: string;
  saving: boolean;
  saved: boolean;
  onSave: (html: string) => void;
  templates: readonly IntroTemplate[] | undefined;
  templatesFailed: boolean;
  onSearchTemplates: (tags: string) => void;
  polish: AiState;
  onPolish: (text: string) => void;
  onDiscardPolish: () => void;
};

export function SelfIntroEditor(props: SelfIntroEditorProps) {
  const { t } = useTranslation('account', { keyPrefix: 'personal' });
  const [html, setHtml] = useState(props.html);
  // A template or an accepted rewrite replaces the content: the editor starts again from it.
  const [version, setVersion] = useState(0);
  const replace = (next: string) => {
    setHtml(next);
    setVersion((current) => current + 1);
  };
  const [empty, setEmpty] = useState(false);
  const { polish } = props;
  const text = htmlToText(html);
  return (
    <div className="flex flex-col gap-4">
      {props.saved ? (
        <Alert variant="success">
          <AlertTitle>{t('intro.saved')}</AlertTitle>
        </Alert>
      ) : null}
      <TemplatesPicker
        templates={props.templates}
        failed={props.templatesFailed}
        onSearch={props.onSearchTemplates}
        onUse={(template) => replace(template.content_html)}
      />
      <RichTextEditor
        allowList={richTextAllowList}
        key={version}
        defaultValue={html}
        label={t('intro.editor')}
        onChange={setHtml}
        labels={{
          toolbar: t('intro.editor'),
          bold: t('intro.bold'),
          italic: t('intro.italic'),
          bulletList: t('intro.list'),
        }}
      />
      {empty ? <p className="text-sm text-destructive">{t('polish.empty')}</p> : null}
      {polish.error ? (
        <Alert variant="destructive">
          <AlertTitle>
            {polish.error === 'notConfigured'
              ? t('polish.notConfigured')
              : (polish.wait ?? t('polish.failed'))}
          </AlertTitle>
        </Alert>
      ) : null}
      {polish.rewrite !== null ? (
        <PolishCompare
          original={text}
          rewrite={polish.rewrite}
          acceptLabel={t('polish.accept')}
          onAccept={() => {
            replace(textToHtml(polish.rewrite ?? ''));
            props.onDiscardPolish();
          }}
          onDiscard={props.onDiscardPolish}
        />
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button loading={props.saving} onClick={() => props.onSave(html)}>
          {t('intro.save')}
        </Button>
        <Button
          variant="outline"
          loading={polish.pending}
          onClick={() => {
            setEmpty(!text);
            if (text) props.onPolish(text);
          }}
        >
          {t('polish.action')}
        </Button>
      </div>
    </div>
  );
}
