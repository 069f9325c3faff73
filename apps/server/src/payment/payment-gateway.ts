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
    /** Where the payer comes back: the project (a milestone) or the payment record (an invoice, decision 1402). */
    returnTo?: 'projects' | 'payment';
  }): Promise<{ url: string; sessionId: string }>;
  /**
   * Gives `amountCents` of a paid payment back to its payer (a dispute's refund, decision 1500).
   * `key` names the refund: the same key refunds once however often it is sent (a retried
   * transaction). Answers the provider's refund id; null when the money was paid off-platform
   * (marked as paid or proven) and goes back the same way.
   */
  refund(input: {
    paymentId: string;
    checkoutSessionId: string | null;
    amountCents: number;
    key: string;
  }): Promise<{ refundId: string | null }>;
};
