import { uploadPaymentProof } from '../../../contract/payment';
import { checkPaymentProof } from '../../../rules/payment-access';
import { storeMockFile } from '../../db/stored-files';
import { MockHttpError, refuse } from '../../db/mock-http-error';
import { tick } from '../../db/store';
import { findOrThrow, paymentFacts, paymentView } from '../../db/views';
import { createOperationMock } from '../operation-mock';

export const uploadPaymentProofMock = createOperationMock(uploadPaymentProof, async ({ db, meId, form }) => {
  const paymentId = form?.get('payment_id');
  const file = form?.get('file');
  if (typeof paymentId !== 'string' || !(file instanceof Blob)) {
    throw new MockHttpError(400, 'VALIDATION_FAILED', 'Choose a payment and a file', {
      file: 'Please choose a file',
    });
  }
  const payment = findOrThrow(db.payments, paymentId, 'Payment');
  refuse(checkPaymentProof(paymentFacts(payment), meId));
  // Proofs are images or PDF; anything else is refused as the server refuses it (415).
  if (!/^(image\/(png|jpeg|gif|webp)|application\/pdf)$/.test(file.type))
    throw new MockHttpError(415, 'UNSUPPORTED_FILE_TYPE', 'Unsupported file type');
  // The proof is its payment's from the start: the payer, the payee and administrators only (FILE-ACCESS).
  payment.proof_url = await storeMockFile(db, meId, file, file.name || 'proof', {
    kind: 'payment',
    id: payment.id,
  });
  tick(db);
  return paymentView(payment);
});
