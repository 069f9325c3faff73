/** The product's name: fills the spec's {product} in texts and in storage keys. */
export const PRODUCT_NAME = 'Lancer';
export const PRODUCT_KEY = PRODUCT_NAME.toLowerCase();
