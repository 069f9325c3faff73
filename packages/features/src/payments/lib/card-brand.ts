/** Card brands as the card networks write them; the payment provider sends lower-case codes. */
const brandNames: Record<string, string> = {
  amex: 'American Express',
  cartes_bancaires: 'Cartes Bancaires',
  diners: 'Diners Club',
  discover: 'Discover',
  eftpos_au: 'eftpos Australia',
  jcb: 'JCB',
  link: 'Link',
  mastercard: 'Mastercard',
  unionpay: 'UnionPay',
  visa: 'Visa',
};

/** "visa" -> "Visa", "mastercard" -> "Mastercard"; an unknown code is capitalised. */
export function cardBrandName(brand: string): string {
  const code = brand.toLowerCase();
  return brandNames[code] ?? (brand ? brand.charAt(0).toUpperCase() + brand.slice(1) : brand);
}
