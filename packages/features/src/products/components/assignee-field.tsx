import { useTranslation } from 'react-i18next';

import type { Choice } from './choice-select';
import { OptionalChoiceField } from './optional-choice-field';

type AssigneeFieldProps = {
  /** Whose texts: `assignee` and `unassigned` under this prefix. */
  keyPrefix: 'development' | 'issues';
  value: string | null;
  onChange: (assignee: string | null) => void;
  members: readonly Choice[];
  error?: string;
};

/** Who does it: one of the product's members, or nobody yet. */
export function AssigneeField({ keyPrefix, value, onChange, members, error }: AssigneeFieldProps) {
  const { t } = useTranslation('products', { keyPrefix });
  return (
    <OptionalChoiceField
      label={t('assignee')}
      noneLabel={t('unassigned')}
      value={value}
      onChange={onChange}
      choices={members}
      error={error}
    />
  );
}
