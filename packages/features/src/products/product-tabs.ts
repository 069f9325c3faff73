/** The spec's children of /products, in the order the tab bar shows them. */
export const productTabs = [
  'product',
  'plan',
  'development',
  'issues',
  'metrics',
  'ops',
  'collaborators',
] as const;
export type ProductTab = (typeof productTabs)[number];

export const isProductTab = (value: string | undefined): value is ProductTab =>
  productTabs.includes(value as ProductTab);
