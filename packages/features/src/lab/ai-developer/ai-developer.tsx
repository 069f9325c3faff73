import { userMessageOf } from '@lancer/api/http/api-error';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useFetchLabStatus } from '@lancer/api/lab/fetch-lab-status';
import { useRunAiDeveloper } from '@lancer/api/lab/run-ai-developer';
import type { DevBoxLanguage } from '@lancer/api/schemas/lab';

import { isAiNotConfigured } from '../../lib/ai-not-configured';
import { useRateLimitText } from '../../lib/rate-limited';
import { labStatusOf } from '../lib/ai-error';
import { AiDeveloperView, type AiDeveloperResult, type AiDeveloperViewProps } from './ai-developer-view';

export type AiDeveloperProps = {
  /** "Open in Dev box": apps/web opens /dev-box with this code. */
  onOpenInDevBox: (result: AiDeveloperResult) => void;
};

/** AI developer (/ai-developer): nothing runs on the server; the dev box runs the code in the browser. */
export function AiDeveloper({ onOpenInDevBox }: AiDeveloperProps) {
  const { t } = useTranslation('lab', { keyPrefix: 'aiDeveloper' });
  const waitText = useRateLimitText();
  const [task, setTask] = useState('');
  const [taskError, setTaskError] = useState<string | null>(null);
  const [language, setLanguage] = useState<DevBoxLanguage>('javascript');
  const status = useFetchLabStatus();
  const develop = useRunAiDeveloper();
  const notConfigured = develop.error !== null && isAiNotConfigured(develop.error);
  const result: AiDeveloperViewProps['result'] = develop.isPending
    ? { status: 'loading' }
    : develop.error && !notConfigured
      ? { status: 'error', message: waitText(develop.error) ?? userMessageOf(develop.error) }
      : develop.data
        ? { status: 'ready', data: develop.data }
        : { status: 'idle' };
  return (
    <AiDeveloperView
      task={task}
      onTaskChange={(next) => {
        setTask(next);
        setTaskError(null);
      }}
      taskError={taskError}
      language={language}
      onLanguageChange={setLanguage}
      onSubmit={() => {
        if (!task.trim()) return setTaskError(t('taskRequired'));
        develop.mutate({ body: { task, language } });
      }}
      result={result}
      status={labStatusOf(status, develop.error)}
      onOpenInDevBox={onOpenInDevBox}
    />
  );
}
