import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { disputeReasons, type DisputeReason } from '@lancer/api/rules/dispute';
import type { MilestoneDetail } from '@lancer/api/schemas/milestone';
import { Button } from '@lancer/ui/components/button';
import { FormField } from '@lancer/ui/components/form-field';
import { Label } from '@lancer/ui/components/label';
import { RadioGroup, RadioGroupItem } from '@lancer/ui/components/radio-group';
import { Textarea } from '@lancer/ui/components/textarea';

import { formatDay, formatMoney } from '../../../lib/format';
import type { Issue } from '@lancer/api/schemas/issue';
import type { EvidenceInput, OpenDisputeBody } from '@lancer/api/schemas/dispute';
import {
  evidenceBody,
  EvidenceFields,
  noEvidenceDraft,
  type EvidenceDraft,
  type EvidenceUploads,
} from './evidence-fields';

export type OpenDisputeValues = Pick<OpenDisputeBody, 'milestone_id' | 'hourly_week'> & {
  reason: DisputeReason;
  statement: string;
  evidence: EvidenceInput;
};

export type OpenDisputeFormProps = {
  projectId: string;
  /** The milestones my side may dispute now (funded, delivered, not paid, not disputed). */
  milestones: readonly MilestoneDetail[];
  /** An hourly project's weeks my side may dispute now (in their review, not disputed), by Monday. */
  weeks?: readonly string[];
  /** The milestone picked on arrival (?milestone=). */
  initialMilestoneId?: string;
  /** The week picked on arrival (?week=). */
  initialWeek?: string;
  /** The project's issues, to give as evidence. */
  issues: readonly Issue[];
  /** The files attached as evidence (useFileUploads). */
  uploads: EvidenceUploads;
  busy: boolean;
  onOpen: (values: OpenDisputeValues) => void;
};

/** A choice of the form: `milestone:<id>` or `week:<Monday>`. */
const milestoneChoice = (id: string) => `milestone:${id}`;
const weekChoice = (week: string) => `week:${week}`;

/** Opens a dispute: which milestone or hourly week, why, and what went wrong in the opener's words. */
export function OpenDisputeForm({
  projectId,
  milestones,
  weeks = [],
  initialMilestoneId,
  initialWeek,
  issues,
  uploads,
  busy,
  onOpen,
}: OpenDisputeFormProps) {
  const { t, i18n } = useTranslation('deliver', { keyPrefix: 'disputes' });
  const [choice, setChoice] = useState(() => {
    if (initialWeek && weeks.includes(initialWeek)) return weekChoice(initialWeek);
    const milestone = milestones.find((item) => item.id === initialMilestoneId) ?? milestones[0];
    return milestone ? milestoneChoice(milestone.id) : weekChoice(weeks[0] ?? '');
  });
  const week = choice.startsWith('week:') ? choice.slice('week:'.length) : null;
  const [reason, setReason] = useState<DisputeReason>('quality');
  const [statement, setStatement] = useState('');
  const [evidence, setEvidence] = useState<EvidenceDraft>(noEvidenceDraft);
  return (
    <form
      aria-labelledby="open-dispute-title"
      className="flex flex-col gap-4 rounded-lg border p-4"
      onSubmit={(event) => {
        event.preventDefault();
        onOpen({
          ...(week
            ? { hourly_week: { project_id: projectId, week_start: week } }
            : { milestone_id: choice.slice('milestone:'.length) }),
          reason,
          statement,
          evidence: evidenceBody(evidence, uploads),
        });
      }}
    >
      <h2 id="open-dispute-title" className="text-base font-semibold">
        {t('open.title')}
      </h2>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium">
          {weeks.length > 0 ? t('open.subject') : t('open.milestone')}
        </legend>
        <RadioGroup value={choice} onValueChange={setChoice} className="flex flex-col gap-2">
          {milestones.map((milestone) => (
            <Label key={milestone.id} className="flex items-center gap-2 font-normal">
              <RadioGroupItem value={milestoneChoice(milestone.id)} />
              {t('open.milestoneOption', {
                title: milestone.title,
                amount: formatMoney(milestone.amount_cents, milestone.currency, i18n.language),
              })}
            </Label>
          ))}
          {weeks.map((item) => (
            <Label key={item} className="flex items-center gap-2 font-normal">
              <RadioGroupItem value={weekChoice(item)} />
              {t('open.week', { date: formatDay(item, i18n.language, 'long') })}
            </Label>
          ))}
        </RadioGroup>
      </fieldset>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium">{t('open.reason')}</legend>
        <RadioGroup
          value={reason}
          onValueChange={(value) => setReason(value as DisputeReason)}
          className="flex flex-wrap gap-4"
        >
          {disputeReasons.map((value) => (
            <Label key={value} className="flex items-center gap-2 font-normal">
              <RadioGroupItem value={value} />
              {t(`reasons.${value}`)}
            </Label>
          ))}
        </RadioGroup>
      </fieldset>
      <FormField label={t('open.statement')} help={week ? t('open.holdsWeek') : t('open.holds')} required>
        <Textarea
          rows={4}
          maxLength={5_000}
          required
          value={statement}
          onChange={(event) => setStatement(event.target.value)}
        />
      </FormField>
      <EvidenceFields issues={issues} uploads={uploads.uploads} value={evidence} onChange={setEvidence} />
      <Button type="submit" className="self-start" disabled={busy || uploads.busy}>
        {t('open.submit')}
      </Button>
    </form>
  );
}
