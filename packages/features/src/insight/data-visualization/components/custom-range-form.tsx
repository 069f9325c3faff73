import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@lancer/ui/components/button';
import { DatePicker } from '@lancer/ui/components/date-picker';
import { FormField } from '@lancer/ui/components/form-field';

const MAX_DAYS = 731;
const dayCount = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000 + 1;

type CustomRangeFormProps = {
  from?: string;
  to?: string;
  onApply: (range: { from: string; to: string }) => void;
};

/** The first and last day of a custom range; checked as the server checks it, values kept on error. */
export function CustomRangeForm({ from = '', to = '', onApply }: CustomRangeFormProps) {
  const { t } = useTranslation('insight', { keyPrefix: 'dataVisualization' });
  const [draft, setDraft] = useState({ from, to });
  const [errors, setErrors] = useState<{ from?: string; to?: string }>({});
  const apply = (event: React.FormEvent) => {
    event.preventDefault();
    const next = {
      from: draft.from ? undefined : t('fromRequired'),
      to: !draft.to
        ? t('toRequired')
        : draft.from && draft.to < draft.from
          ? t('toBeforeFrom')
          : draft.from && dayCount(draft.from, draft.to) > MAX_DAYS
            ? t('tooLong')
            : undefined,
    };
    setErrors(next);
    if (!next.from && !next.to) onApply(draft);
  };
  return (
    <form noValidate onSubmit={apply} className="flex flex-wrap items-start gap-3">
      <FormField label={t('from')} error={errors.from} className="w-44">
        <DatePicker value={draft.from} onValueChange={(value) => setDraft((d) => ({ ...d, from: value }))} />
      </FormField>
      <FormField label={t('to')} error={errors.to} className="w-44">
        <DatePicker value={draft.to} onValueChange={(value) => setDraft((d) => ({ ...d, to: value }))} />
      </FormField>
      <Button type="submit" variant="outline" className="mt-6">
        {t('apply')}
      </Button>
    </form>
  );
}
