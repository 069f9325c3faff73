import { useTranslation } from 'react-i18next';

import type { Product } from '@lancer/api/schemas/product';
import { Badge } from '@lancer/ui/components/badge';
import { Button } from '@lancer/ui/components/button';
import { LoadState, type Loadable } from '@lancer/ui/components/load-state';
import { Stat, StatGroup } from '@lancer/ui/components/stat';

import { useLoadStateLabels } from '../../lib/use-load-state-labels';
import { formatDay } from '../../lib/format';
import { personName } from '../../lib/person-name';
import { EditProductDialog, type ProductChanges } from './components/edit-product-dialog';

export type ProductViewProps = {
  state: Loadable<Product>;
  editOpen: boolean;
  onEditOpenChange: (open: boolean) => void;
  savePending: boolean;
  saveFailure: string | null;
  onSave: (changes: ProductChanges) => void;
  onStatusChange: (status: Product['status']) => void;
};

/** The "product" tab: name, description, links, owner, status and key figures. */
export function ProductView(props: ProductViewProps) {
  const { t, i18n } = useTranslation('products', { keyPrefix: 'product' });
  const loadStateLabels = useLoadStateLabels();
  return (
    <LoadState {...loadStateLabels} state={props.state} errorTitle={t('loadFailed')}>
      {(product) => (
        <div className="flex flex-col gap-6">
          <div className="flex flex-wrap items-start justify-between gap-4">
            <div className="grid min-w-0 gap-2">
              <div className="flex flex-wrap items-center gap-2">
                <h2 className="text-xl font-semibold break-words">{product.name}</h2>
                <Badge variant={product.status === 'active' ? 'success' : 'secondary'}>
                  {t(`statuses.${product.status}`)}
                </Badge>
              </div>
              <p className="text-sm text-muted-foreground">
                {t('owner')}: {personName(product.owner)} ·{' '}
                {t('created', { date: formatDay(product.created_at, i18n.language) })}
              </p>
            </div>
            <div className="flex gap-2">
              <Button
                variant="ghost"
                loading={props.savePending && !props.editOpen}
                onClick={() => props.onStatusChange(product.status === 'active' ? 'archived' : 'active')}
              >
                {product.status === 'active' ? t('archive') : t('reactivate')}
              </Button>
              <EditProductDialog
                product={product}
                open={props.editOpen}
                onOpenChange={props.onEditOpenChange}
                pending={props.savePending}
                failure={props.saveFailure}
                onSave={props.onSave}
              />
            </div>
          </div>
          <p className="max-w-prose text-sm break-words whitespace-pre-line">
            {product.description || t('noDescription')}
          </p>
          <section aria-labelledby="product-figures" className="grid gap-3">
            <h3 id="product-figures" className="text-base font-semibold">
              {t('figures')}
            </h3>
            <StatGroup className="sm:grid-cols-2 lg:grid-cols-4">
              <Stat label={t('collaborators')} value={product.collaborator_count} />
              <Stat label={t('openIssues')} value={product.open_issue_count} />
              <Stat label={t('openWork')} value={product.open_work_item_count} />
              <Stat label={t('openIncidents')} value={product.open_incident_count} />
            </StatGroup>
          </section>
          <section aria-labelledby="product-links" className="grid gap-2">
            <h3 id="product-links" className="text-base font-semibold">
              {t('links')}
            </h3>
            {product.links.length > 0 ? (
              <ul className="grid gap-1 text-sm">
                {product.links.map((link) => (
                  <li key={`${link.label}-${link.url}`} className="min-w-0 break-words">
                    <a
                      className="font-medium text-primary underline-offset-4 hover:underline"
                      href={link.url}
                      rel="noreferrer"
                      target="_blank"
                    >
                      {link.label}
                    </a>{' '}
                    <span className="break-all text-muted-foreground">{link.url}</span>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-sm text-muted-foreground">{t('noLinks')}</p>
            )}
          </section>
        </div>
      )}
    </LoadState>
  );
}
