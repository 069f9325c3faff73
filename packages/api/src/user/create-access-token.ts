import { createAccessToken, fetchAccessTokens } from '../contract/user';
import { useOperationMutation } from '../react/operation-mutation';

export const useCreateAccessToken = () =>
  useOperationMutation(createAccessToken, { invalidates: [fetchAccessTokens] });
