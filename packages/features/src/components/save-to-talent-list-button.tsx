import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';

import type { TalentList } from '@lancer/api/schemas/talent-list';
import { talentListNameSchema } from '@lancer/api/schemas/talent-list';
import { Alert, AlertDescription, AlertTitle } from '@lancer/ui/components/alert';
import { Button } from '@lancer/ui/components/button';
import { Checkbox } from '@lancer/ui/components/checkbox';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@lancer/ui/components/dialog';
import { FormField } from '@lancer/ui/components/form-field';
import { Input } from '@lancer/ui/components/input';
import { LoadState, type Loadable } from '@lancer/ui/components/load-state';

import { useLoadStateLabels } from '../lib/use-load-state-labels';

export type SaveToTalentListProps = {
  /** Whom the control saves, by name (its button and dialog say it). */
  providerName: string;
  /** My lists, each saying whether this provider is on it; asked for once the dialog opens. */
  lists: Loadable<readonly TalentList[]>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The list being changed (a save, a removal, a new list: 'new'). */
  busy: string | null;
  /** The last change's refusal. */
  failure: string | null;
  onToggle: (list: TalentList, save: boolean) => void;
  onCreate: (name: string) => void;
  /** The trigger's size: a card's small button, a profile's regular one. */
  size?: 'sm' | 'default';
};

const newListSchema = z.object({ name: talentListNameSchema });

/** "Save" on a provider (decision 2201): their place on each of my talent lists, and a new list. */
export function SaveToTalentListButton(props: SaveToTalentListProps) {
  const { t } = useTranslation('common', { keyPrefix: 'talentList' });
  const loadLabels = useLoadStateLabels();
  const form = useForm<z.infer<typeof newListSchema>>({
    resolver: zodResolver(newListSchema),
    defaultValues: { name: '' },
  });
  const nameError = form.formState.errors.name;
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogTrigger asChild>
        <Button
          type="button"
          variant="outline"
          size={props.size ?? 'sm'}
          aria-label={t('saveNamed', { name: props.providerName })}
        >
          {t('save')}
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={t('close')}>
        <DialogHeader>
          <DialogTitle>{t('saveTitle', { name: props.providerName })}</DialogTitle>
          <DialogDescription>{t('saveLead')}</DialogDescription>
        </DialogHeader>
        <LoadState state={props.lists} errorTitle={t('loadFailed')} isEmpty={() => false} {...loadLabels}>
          {(lists) =>
            lists.length === 0 ? (
              <p className="text-sm text-muted-foreground">{t('noListsYet')}</p>
            ) : (
              <ul className="flex flex-col gap-2" aria-label={t('yourLists')}>
                {lists.map((list) => (
                  <li key={list.id} className="flex items-center gap-3">
                    <Checkbox
                      id={`talent-list-${list.id}`}
                      checked={list.includes_provider}
                      disabled={props.busy !== null}
                      onCheckedChange={(checked) => props.onToggle(list, checked === true)}
                    />
                    <label htmlFor={`talent-list-${list.id}`} className="min-w-0 flex-1 text-sm break-words">
                      {`${list.name} · ${t('providers', { count: list.provider_count })}`}
                    </label>
                  </li>
                ))}
              </ul>
            )
          }
        </LoadState>
        <form
          noValidate
          className="flex flex-wrap items-end gap-2"
          onSubmit={form.handleSubmit((values) => {
            form.reset();
            props.onCreate(values.name);
          })}
        >
          <FormField
            label={t('newList')}
            error={nameError ? t(nameError.type === 'too_big' ? 'nameTooLong' : 'nameRequired') : undefined}
            className="min-w-0 flex-1"
          >
            <Input autoComplete="off" {...form.register('name')} />
          </FormField>
          <Button type="submit" variant="secondary" disabled={props.busy !== null}>
            {t('createAndSave')}
          </Button>
        </form>
        {props.failure ? (
          <Alert variant="destructive">
            <AlertTitle>{t('saveFailed')}</AlertTitle>
            <AlertDescription>{props.failure}</AlertDescription>
          </Alert>
        ) : null}
        <div className="flex justify-end">
          <Button type="button" onClick={() => props.onOpenChange(false)}>
            {t('done')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
