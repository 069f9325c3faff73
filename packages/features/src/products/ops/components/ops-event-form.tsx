import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';

import { opsEventProblems, opsStatusesByKind } from '@lancer/api/rules/ops-event';
import {
  createOpsEventBodySchema,
  incidentSeveritySchema,
  type OpsEventKind,
} from '@lancer/api/schemas/product';
import { Button } from '@lancer/ui/components/button';

import { useServerFieldErrors } from '../../../lib/apply-server-field-errors';
import { ChoiceField } from '../../components/choice-select';
import { TitleField } from '../../components/title-field';
import { useFieldErrorText } from '../../field-error-text';

const NONE = 'none' as const;

/** The contract's new event, without the product. */
const eventFields = createOpsEventBodySchema.omit({ product_id: true });
export type NewOpsEvent = z.output<typeof eventFields>;

/** The select's "—" is no severity; a deployment never sends one. */
const severityOf = (values: {
  kind: OpsEventKind;
  severity: z.infer<typeof incidentSeveritySchema> | typeof NONE;
}) => (values.kind === 'incident' && values.severity !== NONE ? values.severity : null);

/**
 * The contract's fields with the select's "—", and the rule that kind, status and severity fit
 * (opsEventProblems). The rule is checked on the typed values, so an empty title does not hide the
 * severity's message; the body is then parsed by the contract's own schema.
 */
const schema = eventFields
  .extend({ severity: z.union([incidentSeveritySchema, z.literal(NONE)]) })
  .superRefine((values, ctx) => {
    const problems = opsEventProblems({ ...values, severity: severityOf(values) });
    for (const [field, message] of Object.entries(problems ?? {}))
      ctx.addIssue({ code: 'custom', path: [field], message });
  })
  .transform((values): z.input<typeof eventFields> => ({ ...values, severity: severityOf(values) }))
  .pipe(eventFields);
type FormValues = z.input<typeof schema>;

type OpsEventFormProps = {
  pending: boolean;
  onSubmit: (event: NewOpsEvent) => void;
  /** The last failed add; a VALIDATION_FAILED answer's messages go on their fields. */
  serverError?: unknown;
};

/** Records a deployment (succeeded or failed) or an incident (open or resolved, with a severity). */
export function OpsEventForm({ pending, onSubmit, serverError }: OpsEventFormProps) {
  const { t } = useTranslation('products', { keyPrefix: 'ops' });
  const errorText = useFieldErrorText('ops');
  const form = useForm<FormValues, unknown, NewOpsEvent>({
    resolver: zodResolver(schema),
    defaultValues: {
      kind: 'deployment',
      title: '',
      environment: 'production',
      status: 'succeeded',
      severity: NONE,
    },
  });
  const { errors } = form.formState;
  useServerFieldErrors(serverError, form.setError);
  const kind = form.watch('kind');
  return (
    <form
      noValidate
      className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[9rem_2fr_8rem_8rem_10rem_auto] lg:items-start"
      onSubmit={form.handleSubmit(onSubmit)}
    >
      <ChoiceField
        control={form.control}
        name="kind"
        label={t('kind')}
        errorText={errorText}
        choices={(['deployment', 'incident'] as const).map((kind) => ({
          value: kind,
          label: t(`kinds.${kind}`),
        }))}
        onChosen={(kind) => form.setValue('status', opsStatusesByKind[kind as OpsEventKind][0]!)}
      />
      <TitleField label={t('eventTitle')} error={errorText(errors.title)} {...form.register('title')} />
      <ChoiceField
        control={form.control}
        name="environment"
        label={t('environment')}
        errorText={errorText}
        choices={(['production', 'staging'] as const).map((env) => ({
          value: env,
          label: t(`environments.${env}`),
        }))}
      />
      <ChoiceField
        control={form.control}
        name="status"
        label={t('status')}
        errorText={errorText}
        choices={opsStatusesByKind[kind].map((status) => ({ value: status, label: t(`statuses.${status}`) }))}
      />
      <ChoiceField
        control={form.control}
        name="severity"
        label={t('severity')}
        errorText={errorText}
        disabled={kind !== 'incident'}
        shownValue={kind === 'incident' ? undefined : NONE}
        choices={[
          { value: NONE, label: '—' },
          ...incidentSeveritySchema.options.map((s) => ({ value: s, label: t(`severities.${s}`) })),
        ]}
      />
      <Button type="submit" loading={pending} className="lg:mt-7">
        {t('submit')}
      </Button>
    </form>
  );
}
