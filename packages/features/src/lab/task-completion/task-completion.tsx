import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useCompleteTask } from '@lancer/api/lab/complete-task';
import { useFetchLabStatus } from '@lancer/api/lab/fetch-lab-status';

import { toLoadable } from '../../lib/to-loadable';
import { useRateLimitText } from '../../lib/rate-limited';
import { labErrorOf } from '../lib/ai-error';
import { TaskCompletionView, type TaskCompletionViewProps } from './task-completion-view';

/** Task completion (/task-completion): complete-task with a custom instruction and a structured result. */
export function TaskCompletion() {
  const { t } = useTranslation('lab');
  const waitText = useRateLimitText();
  const status = useFetchLabStatus();
  const complete = useCompleteTask();
  const [result, setResult] = useState<TaskCompletionViewProps['result']>(null);

  const error = waitText(complete.error) ?? labErrorOf(complete.error, t('shared.failed'));

  return (
    <TaskCompletionView
      status={toLoadable(status)}
      onRun={(body) =>
        complete.mutate(
          { body },
          { onSuccess: (data) => setResult({ output: data.output, steps: data.steps ?? null }) },
        )
      }
      running={complete.isPending}
      result={result}
      error={error}
    />
  );
}
