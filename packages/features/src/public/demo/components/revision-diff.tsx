import { useTranslation } from 'react-i18next';

import { DemoSection } from './demo-section';

const fields = ['milestones', 'price', 'delivery'] as const;

/** Two revisions side by side: removed lines on the left, added lines on the right. */
export function RevisionDiff() {
  const { t } = useTranslation('public', { keyPrefix: 'demo' });
  const side = (which: 'before' | 'after') => (
    <div className="flex min-w-0 flex-col gap-2">
      <h3 className="text-sm font-medium">{t(`revision.${which}`)}</h3>
      <ul className="flex flex-col gap-1 font-mono text-sm">
        {fields.map((field) => (
          <li
            key={field}
            className={
              which === 'before'
                ? 'rounded-sm bg-destructive/10 px-2 py-1 text-foreground'
                : 'rounded-sm bg-success/15 px-2 py-1 text-foreground'
            }
          >
            <span className="sr-only">{t(which === 'before' ? 'revision.removed' : 'revision.added')}: </span>
            <span aria-hidden className="mr-2 select-none">
              {which === 'before' ? '−' : '+'}
            </span>
            {t(`sampleData.revision.${which}.${field}`)}
          </li>
        ))}
      </ul>
    </div>
  );
  return (
    <DemoSection title={t('revision.title')} description={t('revision.description')}>
      <div className="grid gap-4 md:grid-cols-2">
        {side('before')}
        {side('after')}
      </div>
    </DemoSection>
  );
}
