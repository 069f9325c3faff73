import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Alert, AlertTitle } from '@lancer/ui/components/alert';
import { Button } from '@lancer/ui/components/button';
import { FormField } from '@lancer/ui/components/form-field';
import { Textarea } from '@lancer/ui/components/textarea';

import type { AiState } from './self-intro-editor';
import { PolishCompare } from './polish-compare';

type ResumeRewriteProps = {
  state: AiState;
  onRewrite: (text: string) => void;
  onDiscard: () => void;
};

/** Paste a resume, get the AI's rewrite beside it; accepting replaces the text. */
export function ResumeRewrite({ state, onRewrite, onDiscard }: ResumeRewriteProps) {
  const { t } = useTranslation('account', { keyPrefix: 'personal' });
  const [text, setText] = useState('');
  const [empty, setEmpty] = useState(false);
  const id = useId();
  return (
    <div className="flex flex-col gap-4">
      <FormField id={id} label={t('resume.label')} error={empty ? t('polish.empty') : undefined}>
        <Textarea rows={6} value={text} onChange={(event) => setText(event.target.value)} />
      </FormField>
      {state.error ? (
        <Alert variant="destructive">
          <AlertTitle>
            {state.error === 'notConfigured' ? t('polish.notConfigured') : (state.wait ?? t('polish.failed'))}
          </AlertTitle>
        </Alert>
      ) : null}
      {state.rewrite !== null ? (
        <PolishCompare
          original={text}
          rewrite={state.rewrite}
          acceptLabel={t('polish.accept')}
          onAccept={() => {
            setText(state.rewrite ?? '');
            onDiscard();
          }}
          onDiscard={onDiscard}
        />
      ) : null}
      <div>
        <Button
          variant="outline"
          loading={state.pending}
          onClick={() => {
            setEmpty(!text.trim());
            if (text.trim()) onRewrite(text.trim());
          }}
        >
          {t('resume.rewrite')}
        </Button>
      </div>
    </div>
  );
}
