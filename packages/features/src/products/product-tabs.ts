/** The spec's children of /products, in the spec's order, which the tab bar shows (ROUTE-PRODUCTS). */
export const productTabs = [
  'collaborators',
  'development',
  'issues',
  'metrics',
  'ops',
  'product',
  'plan',
] as const;
export type ProductTab = (typeof productTabs)[number];

export const isProductTab = (value: string | undefined): value is ProductTab =>
  productTabs.includes(value as ProductTab);
