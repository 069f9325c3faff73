import type * as React from 'react';
import { useTranslation } from 'react-i18next';

import { LoadState, type Loadable } from '@lancer/ui/components/load-state';
import { PageHeader } from '@lancer/ui/components/page-header';
import { cn } from '@lancer/ui/lib/cn';

import { useLoadStateLabels } from '../../lib/use-load-state-labels';
import { FormAlert } from '../../components/form-alert';
import { productTabs, type ProductTab } from '../product-tabs';

export type ProductsPageViewProps = {
  /** Whether the user has any product yet. */
  state: Loadable<{ hasProducts: boolean }>;
  tab: ProductTab;
  onSelectTab: (tab: ProductTab) => void;
  /** The product switcher (with "create a product"). */
  switcher: React.ReactNode;
  /** Why the product in the address cannot be shown (e.g. "You are not a member of this product"). */
  refusal?: string | null;
  /** The chosen tab of the chosen product. */
  children: React.ReactNode;
};

/** /products/:tab: the switcher, the seven tabs (the tab is in the address) and the tab's content. */
export function ProductsPageView({
  state,
  tab,
  onSelectTab,
  switcher,
  refusal,
  children,
}: ProductsPageViewProps) {
  const { t } = useTranslation('products', { keyPrefix: 'workspace' });
  const loadStateLabels = useLoadStateLabels();
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-6 py-8">
      <PageHeader title={t('title')} description={t('lead')} actions={switcher} />
      {refusal != null ? <FormAlert title={t('refused')} reason={refusal} /> : null}
      <LoadState {...loadStateLabels} state={state} errorTitle={t('loadFailed')}>
        {({ hasProducts }) =>
          !hasProducts ? (
            // The page's own empty state: its heading follows the page's h1 (an h2, where EmptyState has an h3).
            <section className="flex flex-col items-center gap-3 rounded-lg border border-dashed p-8 text-center">
              <h2 className="text-base font-semibold">{t('emptyTitle')}</h2>
              <p className="max-w-sm text-sm text-balance text-muted-foreground">{t('emptyBody')}</p>
            </section>
          ) : (
            <>
              <nav aria-label={t('tabsLabel')} className="relative -mb-2 overflow-x-auto border-b">
                <ul className="flex min-w-max gap-1">
                  {productTabs.map((name) => (
                    <li key={name}>
                      <button
                        type="button"
                        aria-current={name === tab ? 'page' : undefined}
                        onClick={() => onSelectTab(name)}
                        className={cn(
                          'inline-flex h-10 items-center border-b-2 px-3 text-sm font-medium whitespace-nowrap text-muted-foreground transition-colors outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50',
                          name === tab ? 'border-primary text-foreground' : 'border-transparent',
                        )}
                      >
                        {t(`tabs.${name}`)}
                      </button>
                    </li>
                  ))}
                </ul>
              </nav>
              <section aria-label={t(`tabs.${tab}`)} className="flex flex-col gap-6">
                {children}
              </section>
            </>
          )
        }
      </LoadState>
    </div>
  );
}
