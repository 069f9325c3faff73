import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { opsStatusesByKind } from '@lancer/api/rules/ops-event';
import type { OpsEvent, OpsEventKind, OpsEventStatus } from '@lancer/api/schemas/product';
import { Button } from '@lancer/ui/components/button';
import { FormField } from '@lancer/ui/components/form-field';

import { ChoiceSelect } from '../../components/choice-select';
import { TitleField } from '../../components/title-field';

export type NewOpsEvent = Pick<OpsEvent, 'kind' | 'title' | 'environment' | 'status' | 'severity'>;
const severities = ['sev1', 'sev2', 'sev3'] as const;
const NONE = 'none';

type OpsEventFormProps = { pending: boolean; onSubmit: (event: NewOpsEvent) => void };

/** Records a deployment (succeeded or failed) or an incident (open or resolved, with a severity). */
export function OpsEventForm({ pending, onSubmit }: OpsEventFormProps) {
  const { t } = useTranslation('products', { keyPrefix: 'ops' });
  const [values, setValues] = useState({
    kind: 'deployment' as OpsEventKind,
    title: '',
    environment: 'production' as OpsEvent['environment'],
    status: 'succeeded' as OpsEventStatus,
    severity: NONE as string,
  });
  const [checked, setChecked] = useState(false);
  const incident = values.kind === 'incident';
  const severityMissing = incident && values.severity === NONE;
  return (
    <form
      noValidate
      className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[9rem_2fr_8rem_8rem_10rem_auto] lg:items-start"
      onSubmit={(event) => {
        event.preventDefault();
        setChecked(true);
        if (!values.title.trim() || severityMissing) return;
        onSubmit({
          kind: values.kind,
          title: values.title.trim(),
          environment: values.environment,
          status: values.status,
          severity: incident ? (values.severity as NewOpsEvent['severity']) : null,
        });
      }}
    >
      <FormField label={t('kind')}>
        <ChoiceSelect
          value={values.kind}
          onValueChange={(kind) =>
            setValues({
              ...values,
              kind: kind as OpsEventKind,
              status: opsStatusesByKind[kind as OpsEventKind][0]!,
            })
          }
          choices={(['deployment', 'incident'] as const).map((kind) => ({
            value: kind,
            label: t(`kinds.${kind}`),
          }))}
        />
      </FormField>
      <TitleField
        label={t('eventTitle')}
        value={values.title}
        onChange={(event) => setValues({ ...values, title: event.target.value })}
        error={checked && !values.title.trim() ? t('titleRequired') : undefined}
      />
      <FormField label={t('environment')}>
        <ChoiceSelect
          value={values.environment}
          onValueChange={(environment) =>
            setValues({ ...values, environment: environment as OpsEvent['environment'] })
          }
          choices={(['production', 'staging'] as const).map((env) => ({
            value: env,
            label: t(`environments.${env}`),
          }))}
        />
      </FormField>
      <FormField label={t('status')}>
        <ChoiceSelect
          value={values.status}
          onValueChange={(status) => setValues({ ...values, status: status as OpsEventStatus })}
          choices={opsStatusesByKind[values.kind].map((status) => ({
            value: status,
            label: t(`statuses.${status}`),
          }))}
        />
      </FormField>
      <FormField label={t('severity')} error={checked && severityMissing ? t('severityRequired') : undefined}>
        <ChoiceSelect
          disabled={!incident}
          value={incident ? values.severity : NONE}
          onValueChange={(severity) => setValues({ ...values, severity })}
          choices={[
            { value: NONE, label: '—' },
            ...severities.map((s) => ({ value: s, label: t(`severities.${s}`) })),
          ]}
        />
      </FormField>
      <Button type="submit" loading={pending} className="lg:mt-7">
        {t('submit')}
      </Button>
    </form>
  );
}
