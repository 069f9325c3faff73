import { describe, expect, it } from 'vitest';

import { cardBrandName } from './card-brand';

describe('cardBrandName', () => {
  it('writes the brands as the networks do', () => {
    expect(['visa', 'mastercard', 'amex', 'unionpay', 'Visa'].map(cardBrandName)).toEqual([
      'Visa',
      'Mastercard',
      'American Express',
      'UnionPay',
      'Visa',
    ]);
  });

  it('capitalises a code it does not know', () => {
    expect(cardBrandName('newnet')).toBe('Newnet');
  });
});
