/** What the marketplace needs from a card payment provider (sandbox by default, Stripe when configured). */
export type PaymentGateway = {
  kind: 'sandbox' | 'stripe';
  /** A link where the provider links (onboards) the account that receives money. */
  createAccountLink(input: {
    userId: string;
    email: string;
    externalAccountId: string | null;
    linkType: 'account_onboarding' | 'account_update';
  }): Promise<{ url: string; expiresAt: Date; externalAccountId: string }>;
  /** A hosted checkout page where the payer pays one payment; paid -> `markPaymentPaid`. */
  createCheckout(input: {
    paymentId: string;
    amountCents: number;
    currency: string;
    description: string;
    destinationAccountId: string | null;
  }): Promise<{ url: string; sessionId: string }>;
};
