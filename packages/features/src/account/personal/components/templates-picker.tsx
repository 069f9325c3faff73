import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@lancer/ui/components/button';
import { FormField } from '@lancer/ui/components/form-field';
import { Input } from '@lancer/ui/components/input';

export type IntroTemplate = { id: string; title: string; tags: string[]; content_html: string };

type TemplatesPickerProps = {
  templates: readonly IntroTemplate[] | undefined;
  failed: boolean;
  onSearch: (tags: string) => void;
  onUse: (template: IntroTemplate) => void;
};

/** Self-intro templates by tags. */
export function TemplatesPicker({ templates, failed, onSearch, onUse }: TemplatesPickerProps) {
  const { t } = useTranslation('account', { keyPrefix: 'personal' });
  const [tags, setTags] = useState('');
  return (
    <div className="flex flex-col gap-3">
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          onSearch(tags.trim());
        }}
      >
        <FormField label={t('intro.tags')} help={t('intro.tagsHelp')} className="min-w-60 flex-1">
          <Input value={tags} onChange={(event) => setTags(event.target.value)} />
        </FormField>
        <Button type="submit" variant="outline" className="mb-7">
          {t('intro.findTemplates')}
        </Button>
      </form>
      {failed ? <p className="text-sm text-destructive">{t('intro.templatesFailed')}</p> : null}
      {templates && templates.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('intro.noTemplates')}</p>
      ) : null}
      {templates && templates.length > 0 ? (
        <ul className="flex flex-wrap gap-2">
          {templates.map((template) => (
            <li key={template.id}>
              <Button type="button" variant="secondary" size="sm" onClick={() => onUse(template)}>
                {t('intro.useTemplate', { title: template.title })}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
