import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';

import { completeTaskBodySchema, type CompleteTaskBody } from '@lancer/api/schemas/lab';
import { Button } from '@lancer/ui/components/button';
import { Input } from '@lancer/ui/components/input';
import { Label } from '@lancer/ui/components/label';
import { ToggleGroup, ToggleGroupItem } from '@lancer/ui/components/toggle-group';

import { fieldErrorText } from '../../lib/apply-server-field-errors';
import { parseFormBody } from '../../lib/parse-form-body';
import { LabPage, type LabStatus } from '../components/lab-page';
import { LabError } from '../components/lab-error';
import { TextareaField } from '../components/prompt-form';
import { ResultPanel } from '../components/result-panel';

type TaskFormat = 'steps' | 'template';

type TaskValues = { task: string; inputs: string; format: TaskFormat };

/**
 * The task and its inputs as typed, checked with the lab's messages (both required), then parsed by
 * the complete-task call's own body: a custom instruction over the inputs, in the chosen format.
 */
const taskFormSchema = z
  .object({
    task: z.string().refine((task) => task.trim().length > 0, 'taskCompletion.describe'),
    inputs: z.string().refine((inputs) => inputs.trim().length > 0, 'inputMessage'),
    format: z.enum(['steps', 'template']),
  })
  .transform((values, ctx) =>
    parseFormBody(
      completeTaskBodySchema,
      { task: 'custom', instruction: values.task, input: values.inputs, format: values.format },
      ctx,
      (path) => (path === 'instruction' ? 'task' : 'inputs'),
    ),
  );

export type TaskCompletionViewProps = {
  status: LabStatus;
  /** The body of the complete-task call, as the form's schema parsed it. */
  onRun: (body: CompleteTaskBody) => void;
  running: boolean;
  result: { output: string; steps: string[] | null } | null;
  error: string | null;
};

/** Task completion (/task-completion): a task and its inputs in, numbered steps or a filled template out. */
export function TaskCompletionView(props: TaskCompletionViewProps) {
  const { t } = useTranslation('lab');
  const form = useForm<TaskValues, unknown, CompleteTaskBody>({
    resolver: zodResolver(taskFormSchema),
    defaultValues: { task: '', inputs: '', format: 'steps' },
    // As before: a field's message stays until the next run.
    reValidateMode: 'onSubmit',
  });
  const errorText = (field: 'task' | 'inputs') =>
    fieldErrorText(form.formState.errors[field], (key) => t(key));
  return (
    <LabPage tool="taskCompletion" status={props.status} errorTitle={t('taskCompletion.statusFailed')}>
      {(configured) => (
        <div className="grid gap-6 md:grid-cols-2">
          <form noValidate className="grid content-start gap-4" onSubmit={form.handleSubmit(props.onRun)}>
            <div className="grid gap-1.5">
              <Label htmlFor="task-description">{t('taskCompletion.task')}</Label>
              <Input
                id="task-description"
                maxLength={2000}
                placeholder={t('taskCompletion.taskPlaceholder')}
                aria-invalid={errorText('task') ? true : undefined}
                {...form.register('task')}
              />
              {errorText('task') && (
                <p role="alert" className="text-xs text-destructive">
                  {errorText('task')}
                </p>
              )}
            </div>
            <div className="grid gap-1.5">
              <TextareaField
                id="task-inputs"
                label={t('taskCompletion.inputs')}
                maxLength={20_000}
                showCount
                className="min-h-40"
                placeholder={t('taskCompletion.inputsPlaceholder')}
                error={errorText('inputs')}
                {...form.register('inputs')}
              />
            </div>
            <div className="flex flex-wrap items-center justify-between gap-3">
              <Controller
                control={form.control}
                name="format"
                render={({ field }) => (
                  <ToggleGroup
                    type="single"
                    variant="outline"
                    aria-label={t('taskCompletion.format')}
                    value={field.value}
                    onValueChange={(value) => value && field.onChange(value as TaskFormat)}
                  >
                    <ToggleGroupItem value="steps">{t('taskCompletion.steps')}</ToggleGroupItem>
                    <ToggleGroupItem value="template">{t('taskCompletion.template')}</ToggleGroupItem>
                  </ToggleGroup>
                )}
              />
              <Button type="submit" loading={props.running} disabled={!configured}>
                {t('taskCompletion.run')}
              </Button>
            </div>
          </form>
          <ResultPanel
            id="task-result"
            title={t('taskCompletion.result')}
            copyText={props.result?.output ?? ''}
            boxClassName="min-h-40"
            footer={<LabError error={props.error} />}
          >
            {!props.result ? (
              <p className="text-muted-foreground">{t('taskCompletion.resultEmpty')}</p>
            ) : props.result.steps ? (
              <ol className="list-decimal space-y-1 pl-5">
                {props.result.steps.map((step, index) => (
                  <li key={index}>{step}</li>
                ))}
              </ol>
            ) : (
              <p className="whitespace-pre-wrap">{props.result.output}</p>
            )}
          </ResultPanel>
        </div>
      )}
    </LabPage>
  );
}
