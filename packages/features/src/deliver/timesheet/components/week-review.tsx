import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { userMessageOf } from '@lancer/api/http/api-error';
import type { Timesheet } from '@lancer/api/schemas/hourly';
import { Button } from '@lancer/ui/components/button';
import { Checkbox } from '@lancer/ui/components/checkbox';
import { FormField } from '@lancer/ui/components/form-field';
import { Textarea } from '@lancer/ui/components/textarea';

import { FormAlert } from '../../../components/form-alert';
import { formatDay } from '../../../lib/format';
import { hoursOf } from '../../../lib/hours';

export type Disputes = { entry_id: string; reason: string }[];

/**
 * The client's review of a closed week (HOURLY-REVIEW-WINDOW): approve it, or tick entries to
 * dispute, each with a reason; the rest is billed.
 */
export function WeekReview({
  sheet,
  onReview,
}: {
  sheet: Timesheet;
  onReview: (disputes: Disputes) => Promise<unknown>;
}) {
  const { t, i18n } = useTranslation('deliver', { keyPrefix: 'timesheet' });
  const [reasons, setReasons] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const disputed = Object.keys(reasons);
  const missingReason = disputed.some((id) => !reasons[id]?.trim());
  const send = async () => {
    setRefusal(null);
    setBusy(true);
    try {
      await onReview(disputed.map((id) => ({ entry_id: id, reason: reasons[id]!.trim() })));
    } catch (error) {
      setRefusal(userMessageOf(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section aria-labelledby="week-review-title" className="flex flex-col gap-3 rounded-lg border p-4">
      <h3 id="week-review-title" className="font-semibold">
        {t('reviewTitle')}
      </h3>
      <p className="text-sm text-muted-foreground">
        {t('reviewLead', { date: formatDay(sheet.review_ends_at, i18n.language, 'long') })}
      </p>
      <ul className="flex flex-col gap-3">
        {sheet.entries.map((entry) => {
          const checked = entry.id in reasons;
          return (
            <li key={entry.id} className="flex flex-col gap-2">
              <label className="flex items-start gap-2 text-sm">
                <Checkbox
                  checked={checked}
                  onCheckedChange={(value) =>
                    setReasons(({ [entry.id]: _dropped, ...rest }) =>
                      value ? { ...rest, [entry.id]: '' } : rest,
                    )
                  }
                />
                <span className="min-w-0 break-words">
                  {t('disputeEntry', {
                    day: formatDay(entry.date, i18n.language),
                    hours: hoursOf(entry.minutes, i18n.language),
                    memo: entry.memo || t('noMemo'),
                  })}
                </span>
              </label>
              {checked ? (
                <FormField label={t('disputeReason')}>
                  <Textarea
                    rows={2}
                    maxLength={2_000}
                    value={reasons[entry.id]}
                    onChange={(event) => setReasons((all) => ({ ...all, [entry.id]: event.target.value }))}
                  />
                </FormField>
              ) : null}
            </li>
          );
        })}
      </ul>
      {refusal ? <FormAlert title={t('reviewFailed')} reason={refusal} /> : null}
      <div>
        <Button onClick={send} loading={busy} disabled={missingReason}>
          {disputed.length > 0 ? t('disputeAndBill', { count: disputed.length }) : t('approve')}
        </Button>
      </div>
    </section>
  );
}
