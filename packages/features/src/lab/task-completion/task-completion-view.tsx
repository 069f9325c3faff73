import { useTranslation } from 'react-i18next';

import { Button } from '@lancer/ui/components/button';
import { Input } from '@lancer/ui/components/input';
import { Label } from '@lancer/ui/components/label';
import { ToggleGroup, ToggleGroupItem } from '@lancer/ui/components/toggle-group';

import { LabPage, type LabStatus } from '../components/lab-page';
import { LabError } from '../components/lab-error';
import { TextareaField } from '../components/prompt-form';
import { ResultPanel } from '../components/result-panel';

export type TaskFormat = 'steps' | 'template';

export type TaskCompletionViewProps = {
  status: LabStatus;
  task: string;
  onTaskChange: (task: string) => void;
  inputs: string;
  onInputsChange: (inputs: string) => void;
  format: TaskFormat;
  onFormatChange: (format: TaskFormat) => void;
  onRun: () => void;
  running: boolean;
  result: { output: string; steps: string[] | null } | null;
  error: string | null;
  fieldErrors: { task?: string; inputs?: string };
};

/** Task completion (/task-completion): a task and its inputs in, numbered steps or a filled template out. */
export function TaskCompletionView(props: TaskCompletionViewProps) {
  const { t } = useTranslation('lab');
  return (
    <LabPage tool="taskCompletion" status={props.status} errorTitle={t('taskCompletion.statusFailed')}>
      {(configured) => (
        <div className="grid gap-6 md:grid-cols-2">
          <form
            noValidate
            className="grid content-start gap-4"
            onSubmit={(event) => {
              event.preventDefault();
              props.onRun();
            }}
          >
            <div className="grid gap-1.5">
              <Label htmlFor="task-description">{t('taskCompletion.task')}</Label>
              <Input
                id="task-description"
                value={props.task}
                maxLength={2000}
                placeholder={t('taskCompletion.taskPlaceholder')}
                aria-invalid={props.fieldErrors.task ? true : undefined}
                onChange={(event) => props.onTaskChange(event.target.value)}
              />
              {props.fieldErrors.task && (
                <p role="alert" className="text-xs text-destructive">
                  {props.fieldErrors.task}
                </p>
              )}
            </div>
            <div className="grid gap-1.5">
              <TextareaField
                id="task-inputs"
                label={t('taskCompletion.inputs')}
                value={props.inputs}
                maxLength={20_000}
                showCount
                className="min-h-40"
                placeholder={t('taskCompletion.inputsPlaceholder')}
                error={props.fieldErrors.inputs}
                onValueChange={props.onInputsChange}
              />
            </div>
            <div className="flex flex-wrap items-center justify-between gap-3">
              <ToggleGroup
                type="single"
                variant="outline"
                aria-label={t('taskCompletion.format')}
                value={props.format}
                onValueChange={(value) => value && props.onFormatChange(value as TaskFormat)}
              >
                <ToggleGroupItem value="steps">{t('taskCompletion.steps')}</ToggleGroupItem>
                <ToggleGroupItem value="template">{t('taskCompletion.template')}</ToggleGroupItem>
              </ToggleGroup>
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
