import { createProduct } from '../contract/product';
import { useOperationMutation, type AfterSuccess } from '../react/operation-mutation';

/** What goes stale when this call succeeds. */
export const createProductAfterSuccess: AfterSuccess = { invalidates: ['product'] };

export const useCreateProduct = () => useOperationMutation(createProduct, createProductAfterSuccess);
