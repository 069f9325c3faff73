import { useTranslation } from 'react-i18next';

import { Button } from '@lancer/ui/components/button';

export type TagFilterProps = {
  tags: readonly string[];
  selected: string | undefined;
  onChange: (tag: string | undefined) => void;
};

/** "All posts" and one button per tag; the chosen one is pressed. */
export function TagFilter({ tags, selected, onChange }: TagFilterProps) {
  const { t } = useTranslation('public', { keyPrefix: 'blogs' });
  const options = [undefined, ...tags];
  return (
    <div role="group" aria-label={t('tags')} className="flex flex-wrap gap-2">
      {options.map((tag) => (
        <Button
          key={tag ?? ''}
          size="sm"
          variant={tag === selected ? 'default' : 'outline'}
          aria-pressed={tag === selected}
          onClick={() => onChange(tag)}
        >
          {tag ?? t('allTags')}
        </Button>
      ))}
    </div>
  );
}
