import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { disputeReasons, type DisputeReason } from '@lancer/api/rules/dispute';
import type { MilestoneDetail } from '@lancer/api/schemas/milestone';
import { Button } from '@lancer/ui/components/button';
import { FormField } from '@lancer/ui/components/form-field';
import { Label } from '@lancer/ui/components/label';
import { RadioGroup, RadioGroupItem } from '@lancer/ui/components/radio-group';
import { Textarea } from '@lancer/ui/components/textarea';

import { formatMoney } from '../../../lib/format';
import type { Issue } from '@lancer/api/schemas/issue';
import type { EvidenceInput } from '@lancer/api/schemas/dispute';
import {
  evidenceBody,
  EvidenceFields,
  noEvidenceDraft,
  type EvidenceDraft,
  type EvidenceUploads,
} from './evidence-fields';

export type OpenDisputeValues = {
  milestone_id: string;
  reason: DisputeReason;
  statement: string;
  evidence: EvidenceInput;
};

export type OpenDisputeFormProps = {
  /** The milestones my side may dispute now (funded, delivered, not paid, not disputed). */
  milestones: readonly MilestoneDetail[];
  /** The milestone picked on arrival (?milestone=). */
  initialMilestoneId?: string;
  /** The project's issues, to give as evidence. */
  issues: readonly Issue[];
  /** The files attached as evidence (useFileUploads). */
  uploads: EvidenceUploads;
  busy: boolean;
  onOpen: (values: OpenDisputeValues) => void;
};

/** Opens a dispute: which milestone, why, and what went wrong in the opener's words. */
export function OpenDisputeForm({
  milestones,
  initialMilestoneId,
  issues,
  uploads,
  busy,
  onOpen,
}: OpenDisputeFormProps) {
  const { t, i18n } = useTranslation('deliver', { keyPrefix: 'disputes' });
  const [milestoneId, setMilestoneId] = useState(
    milestones.find((milestone) => milestone.id === initialMilestoneId)?.id ?? milestones[0]?.id ?? '',
  );
  const [reason, setReason] = useState<DisputeReason>('quality');
  const [statement, setStatement] = useState('');
  const [evidence, setEvidence] = useState<EvidenceDraft>(noEvidenceDraft);
  return (
    <form
      aria-labelledby="open-dispute-title"
      className="flex flex-col gap-4 rounded-lg border p-4"
      onSubmit={(event) => {
        event.preventDefault();
        onOpen({ milestone_id: milestoneId, reason, statement, evidence: evidenceBody(evidence, uploads) });
      }}
    >
      <h2 id="open-dispute-title" className="text-base font-semibold">
        {t('open.title')}
      </h2>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium">{t('open.milestone')}</legend>
        <RadioGroup value={milestoneId} onValueChange={setMilestoneId} className="flex flex-col gap-2">
          {milestones.map((milestone) => (
            <Label key={milestone.id} className="flex items-center gap-2 font-normal">
              <RadioGroupItem value={milestone.id} />
              {t('open.milestoneOption', {
                title: milestone.title,
                amount: formatMoney(milestone.amount_cents, milestone.currency, i18n.language),
              })}
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
      <FormField label={t('open.statement')} help={t('open.holds')} required>
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
