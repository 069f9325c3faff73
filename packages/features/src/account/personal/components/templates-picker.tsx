import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';

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

type TagsValues = { tags: string };

/** The tags as typed; what is searched is the trimmed text (no tags finds every template). */
const tagsSchema = z.object({ tags: z.string().transform((tags) => tags.trim()) });

/** Self-intro templates by tags. */
export function TemplatesPicker({ templates, failed, onSearch, onUse }: TemplatesPickerProps) {
  const { t } = useTranslation('account', { keyPrefix: 'personal' });
  const form = useForm<TagsValues, unknown, TagsValues>({
    resolver: zodResolver(tagsSchema),
    defaultValues: { tags: '' },
  });
  return (
    <div className="flex flex-col gap-3">
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={form.handleSubmit(({ tags }) => onSearch(tags))}
      >
        <FormField label={t('intro.tags')} help={t('intro.tagsHelp')} className="min-w-60 flex-1">
          <Input {...form.register('tags')} />
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
