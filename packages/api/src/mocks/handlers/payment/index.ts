import { fetchPaymentHistoryMock } from './fetch-payment-history';
import { fetchPaymentMock } from './fetch-payment';
import { confirmPaymentMock } from './confirm-payment';
import { payInvoiceMock } from './pay-invoice';
import { fetchBillingMethodMock } from './fetch-billing-method';
import { openBillingSetupMock } from './open-billing-setup';
import { removeBillingMethodMock } from './remove-billing-method';
import { uploadPaymentProofMock } from './upload-payment-proof';
import { fetchEarningsMock } from './fetch-earnings';
import { fetchSubscriptionPaymentsMock } from './fetch-subscription-payments';

/** The payment area's calls: each one's scenario factories, by operation name. */
export const paymentMocks = {
  fetchPaymentHistory: fetchPaymentHistoryMock,
  fetchPayment: fetchPaymentMock,
  confirmPayment: confirmPaymentMock,
  payInvoice: payInvoiceMock,
  fetchBillingMethod: fetchBillingMethodMock,
  openBillingSetup: openBillingSetupMock,
  removeBillingMethod: removeBillingMethodMock,
  uploadPaymentProof: uploadPaymentProofMock,
  fetchEarnings: fetchEarningsMock,
  fetchSubscriptionPayments: fetchSubscriptionPaymentsMock,
} as const;
