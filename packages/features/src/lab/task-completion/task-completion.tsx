import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useCompleteTask } from '@lancer/api/lab/complete-task';
import { useFetchLabStatus } from '@lancer/api/lab/fetch-lab-status';

import { toLoadable } from '../../lib/to-loadable';
import { useRateLimitText } from '../../lib/rate-limited';
import { labErrorOf } from '../lib/ai-error';
import { TaskCompletionView, type TaskCompletionViewProps, type TaskFormat } from './task-completion-view';

/** Task completion (/task-completion): complete-task with a custom instruction and a structured result. */
export function TaskCompletion() {
  const { t } = useTranslation('lab');
  const waitText = useRateLimitText();
  const status = useFetchLabStatus();
  const complete = useCompleteTask();
  const [task, setTask] = useState('');
  const [inputs, setInputs] = useState('');
  const [format, setFormat] = useState<TaskFormat>('steps');
  const [fieldErrors, setFieldErrors] = useState<TaskCompletionViewProps['fieldErrors']>({});
  const [result, setResult] = useState<TaskCompletionViewProps['result']>(null);

  const onRun = () => {
    const errors = {
      ...(task.trim() ? {} : { task: t('taskCompletion.describe') }),
      ...(inputs.trim() ? {} : { inputs: t('inputMessage') }),
    };
    setFieldErrors(errors);
    if (Object.keys(errors).length > 0) return;
    complete.mutate(
      { body: { task: 'custom', instruction: task, input: inputs, format } },
      { onSuccess: (data) => setResult({ output: data.output, steps: data.steps ?? null }) },
    );
  };

  const error = waitText(complete.error) ?? labErrorOf(complete.error, t('shared.failed'));

  return (
    <TaskCompletionView
      status={toLoadable(status)}
      task={task}
      onTaskChange={setTask}
      inputs={inputs}
      onInputsChange={setInputs}
      format={format}
      onFormatChange={setFormat}
      onRun={onRun}
      running={complete.isPending}
      result={result}
      error={error}
      fieldErrors={fieldErrors}
    />
  );
}
