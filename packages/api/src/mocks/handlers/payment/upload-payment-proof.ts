import { MoneyCollectingMethodType } from '../../../constants';
import { uploadPaymentProof } from '../../../contract/payment';
import { dataUrlOf } from '../../db/files';
import { MockHttpError, forbidden, invalidTransition } from '../../db/mock-http-error';
import { tick } from '../../db/store';
import { findOrThrow } from '../../db/views';
import { createOperationMock } from '../operation-mock';

export const uploadPaymentProofMock = createOperationMock(uploadPaymentProof, async ({ db, meId, form }) => {
  const paymentId = form?.get('payment_id');
  const file = form?.get('file');
  if (typeof paymentId !== 'string' || !(file instanceof Blob)) {
    throw new MockHttpError(400, 'VALIDATION_FAILED', 'Choose a payment and a file', {
      file: 'Please choose a file',
    });
  }
  if (!/^(image\/(png|jpeg|webp)|application\/pdf)$/.test(file.type)) {
    throw new MockHttpError(400, 'UNSUPPORTED_FILE_TYPE', 'Unsupported file type', {
      file: 'Unsupported file type',
    });
  }
  const payment = findOrThrow(db.payments, paymentId, 'Payment');
  if (payment.payer.user_id !== meId) throw forbidden('Only the payer can upload a proof of payment');
  if (payment.method !== MoneyCollectingMethodType.UPLOAD_PROOF) {
    throw new MockHttpError(409, 'INVALID_STATE_TRANSITION', 'This payment does not take a proof');
  }
  if (payment.status !== 'OUTSTANDING')
    throw invalidTransition('payment', payment.status, 'attach a proof to');
  payment.proof_url = await dataUrlOf(file);
  tick(db);
  return payment;
});
