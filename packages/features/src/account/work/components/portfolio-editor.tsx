import { ArrowDownIcon, ArrowUpIcon, PlusIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { PORTFOLIO_MAX_ITEMS } from '@lancer/api/rules/portfolio';
import type { PortfolioImage, PortfolioItem } from '@lancer/api/schemas/review-portfolio';
import { Alert, AlertTitle } from '@lancer/ui/components/alert';
import { Button } from '@lancer/ui/components/button';
import { ConfirmButton } from '@lancer/ui/components/confirm-button';
import { IconButton } from '@lancer/ui/components/icon-button';
import { LoadState, type Loadable } from '@lancer/ui/components/load-state';

import { PortfolioCard } from '../../../components/portfolio-card';
import { useLoadStateLabels } from '../../../lib/use-load-state-labels';
import { PortfolioItemDialog, type PortfolioItemValues } from './portfolio-item-dialog';

export type PortfolioEditorProps = {
  portfolio: Loadable<readonly PortfolioItem[]>;
  /** Saves a new item (`id` null) or replaces one; resolves once saved, rejects when refused. */
  onSave: (values: PortfolioItemValues, id: string | null) => Promise<unknown>;
  saving: boolean;
  /** The last failed save (its field messages go under the dialog's fields). */
  saveError: unknown;
  /** The dialog closed: the last save's refusal is forgotten. */
  onDialogClose: () => void;
  onDelete: (id: string) => void;
  /** Moves an item one place up (-1) or down (+1). */
  onMove: (id: string, by: -1 | 1) => void;
  /** A delete or a move is under way. */
  changing: boolean;
  /** The last delete or move failed. */
  changeFailed: boolean;
  onUploadImage: (file: File) => Promise<PortfolioImage>;
};

/**
 * The provider's portfolio on their Work settings (decision 1370): each item as the profile shows
 * it with Edit, Delete and moves up and down, and "Add work" (at most PORTFOLIO_MAX_ITEMS).
 */
export function PortfolioEditor(props: PortfolioEditorProps) {
  const { t } = useTranslation('account', { keyPrefix: 'work.portfolio' });
  const labels = useLoadStateLabels();
  // The dialog: a new item, the item edited, or closed.
  const [open, setOpen] = useState<{ item: PortfolioItem | null } | null>(null);
  const close = () => {
    setOpen(null);
    props.onDialogClose();
  };

  const save = (values: PortfolioItemValues) =>
    void props.onSave(values, open?.item?.id ?? null).then(
      close,
      () => undefined, // The refusal shows in the dialog (saveError).
    );

  return (
    <div data-slot="portfolio-editor" data-state={props.portfolio.status} className="flex flex-col gap-4">
      <p className="text-sm text-muted-foreground">{t('lead')}</p>
      {props.changeFailed ? (
        <Alert variant="destructive">
          <AlertTitle>{t('changeFailed')}</AlertTitle>
        </Alert>
      ) : null}
      <LoadState
        state={props.portfolio}
        errorTitle={t('loadFailed')}
        isEmpty={(items) => items.length === 0}
        empty={{
          title: t('emptyTitle'),
          description: t('emptyBody'),
          action: <Button onClick={() => setOpen({ item: null })}>{t('add')}</Button>,
        }}
        {...labels}
      >
        {(items) => (
          <>
            <ul aria-label={t('listLabel')} className="grid grid-cols-1 gap-4 sm:grid-cols-2">
              {items.map((item, index) => (
                <li key={item.id}>
                  <PortfolioCard
                    item={item}
                    actions={
                      <>
                        <Button size="sm" variant="outline" onClick={() => setOpen({ item })}>
                          {t('edit')}
                          <span className="sr-only">: {item.title}</span>
                        </Button>
                        <ConfirmButton
                          label={t('delete')}
                          ariaLabel={t('deleteNamed', { title: item.title })}
                          title={t('deleteTitle')}
                          description={t('deleteBody', { title: item.title })}
                          confirm={t('delete')}
                          cancel={t('cancel')}
                          variant="destructive"
                          disabled={props.changing}
                          onConfirm={() => props.onDelete(item.id)}
                        />
                        <IconButton
                          label={t('moveUp', { title: item.title })}
                          size="sm"
                          variant="outline"
                          disabled={props.changing || index === 0}
                          onClick={() => props.onMove(item.id, -1)}
                          icon={<ArrowUpIcon />}
                        />
                        <IconButton
                          label={t('moveDown', { title: item.title })}
                          size="sm"
                          variant="outline"
                          disabled={props.changing || index === items.length - 1}
                          onClick={() => props.onMove(item.id, 1)}
                          icon={<ArrowDownIcon />}
                        />
                      </>
                    }
                  />
                </li>
              ))}
            </ul>
            <div className="flex flex-wrap items-center gap-3">
              <Button disabled={items.length >= PORTFOLIO_MAX_ITEMS} onClick={() => setOpen({ item: null })}>
                <PlusIcon aria-hidden />
                {t('add')}
              </Button>
              <span className="text-sm text-muted-foreground">
                {t('count', { n: items.length, max: PORTFOLIO_MAX_ITEMS })}
              </span>
            </div>
          </>
        )}
      </LoadState>
      {open ? (
        <PortfolioItemDialog
          key={open.item?.id ?? 'new'}
          item={open.item}
          busy={props.saving}
          error={props.saveError}
          onSave={save}
          onCancel={close}
          onUploadImage={props.onUploadImage}
        />
      ) : null}
    </div>
  );
}
