import { useTranslation } from 'react-i18next';

import { ChoiceSelect } from '../components/choice-select';
import { CreateProductDialog, type NewProduct } from './components/create-product-dialog';

export type ProductSwitcherViewProps = {
  products: ReadonlyArray<{ id: string; name: string }>;
  selectedId: string | null;
  onSelect: (productId: string) => void;
  createOpen: boolean;
  onCreateOpenChange: (open: boolean) => void;
  createPending: boolean;
  createFailure: string | null;
  onCreate: (product: NewProduct) => void;
};

/** Picks the product the tabs show (my products), and creates a new one. */
export function ProductSwitcherView(props: ProductSwitcherViewProps) {
  const { t } = useTranslation('products', { keyPrefix: 'switcher' });
  return (
    <div className="flex flex-wrap items-center gap-3">
      {props.products.length > 0 && props.selectedId ? (
        <ChoiceSelect
          aria-label={t('label')}
          className="w-64 max-w-full"
          value={props.selectedId}
          onValueChange={props.onSelect}
          choices={props.products.map((product) => ({ value: product.id, label: product.name }))}
        />
      ) : null}
      <CreateProductDialog
        open={props.createOpen}
        onOpenChange={props.onCreateOpenChange}
        pending={props.createPending}
        failure={props.createFailure}
        onCreate={props.onCreate}
      />
    </div>
  );
}
