import { uploadPaymentProof } from '../contract/payment';
import { useOperationMutation, type AfterSuccess } from '../react/operation-mutation';

/** What goes stale when this call succeeds. */
export const uploadPaymentProofAfterSuccess: AfterSuccess = {
  invalidates: ['payment', 'project', 'activity'],
};

export const useUploadPaymentProof = () =>
  useOperationMutation(uploadPaymentProof, uploadPaymentProofAfterSuccess);
