/**
 * One movement of money in the payment provider's own books: a charge of a payment (a paid checkout
 * or a saved card's charge) or a refund. `ref` is the provider's id of it.
 */
export type GatewayRecord = {
  kind: 'charge' | 'refund' | 'reversal';
  ref: string;
  paymentId: string;
  amountCents: number;
};

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
  /**
   * A hosted checkout page where the payer pays one payment; paid -> `markPaymentPaid`. The money
   * is charged to the platform and held there (decision 2010): it reaches the payee's account only
   * by a `transfer` on release. `transferGroup` names the project, tying its charges and transfers.
   */
  createCheckout(input: {
    paymentId: string;
    amountCents: number;
    currency: string;
    description: string;
    transferGroup: string;
    /** Where the payer comes back: the project (a milestone) or the payment record (an invoice, decision 1402). */
    returnTo?: 'projects' | 'payment';
  }): Promise<{ url: string; sessionId: string }>;
  /**
   * Gives `amountCents` of a paid payment back to its payer from the platform's balance (a
   * dispute's refund, decision 1500), the payment named by its checkout session or, charged to a
   * saved card, its charge. `key` names the refund's subject (`refund:dispute:<id>`, decision
   * 2010): the same key refunds once however often it is sent. Answers the provider's refund id;
   * null when the money was paid off-platform (marked as paid or proven) and goes back the same way.
   */
  refund(input: {
    paymentId: string;
    checkoutSessionId: string | null;
    chargeId: string | null;
    amountCents: number;
    key: string;
  }): Promise<{ refundId: string | null }>;
  /**
   * Releases held money: moves `amountCents` from the platform to the payee's connected account
   * (decision 2010), once per `key` (`transfer:milestone:<id>`, `transfer:week:<id>`).
   */
  transfer(input: {
    paymentId: string;
    amountCents: number;
    currency: string;
    destinationAccountId: string;
    transferGroup: string;
    key: string;
  }): Promise<{ transferId: string }>;
  /** Takes released money back from the payee's account to the platform (a refund after release), once per `key`. */
  reverseTransfer(input: {
    /** The payment whose release the transfer was: the provider's books name it (reconciliation). */
    paymentId: string;
    transferId: string;
    amountCents: number;
    key: string;
  }): Promise<{ reversalId: string }>;
  /**
   * A page where the client saves a card for later charges (decision 1410): Stripe Checkout in
   * setup mode for the client's Customer (made here the first time), or the sandbox's page. The
   * saved card comes back in a report (Stripe's webhook, the sandbox page's POST) -> saveBillingCard.
   */
  createBillingSetup(input: {
    userId: string;
    email: string;
    customerId: string | null;
  }): Promise<{ url: string; customerId: string }>;
  /**
   * Detaches a removed card from the client's customer, so it can never be charged again (Stripe's
   * PaymentMethod detach). A card already detached counts as done; a network failure throws.
   */
  detachCard(input: { paymentMethodId: string }): Promise<void>;
  /**
   * Charges a saved card without the client present (off-session), once per `key` with these
   * arguments: a retry answers the first charge. Paid, or declined (the card refused, or the bank
   * wants the client to authenticate) with the gateway's reason; a network failure throws.
   */
  chargeSavedCard(input: {
    paymentId: string;
    customerId: string;
    paymentMethodId: string;
    amountCents: number;
    currency: string;
    description: string;
    transferGroup: string;
    key: string;
  }): Promise<{ outcome: 'paid'; chargeId: string } | { outcome: 'declined'; reason: string }>;
  /**
   * The charges, refunds and transfer reversals the provider made, as its own books say (the reconciliation compares
   * them with the ledger, decision 2000).
   */
  records(): Promise<GatewayRecord[]>;
};
