import { fetchAccessTokens, revokeAccessToken } from '../contract/user';
import { useOperationMutation } from '../react/operation-mutation';

export const useRevokeAccessToken = () =>
  useOperationMutation(revokeAccessToken, { invalidates: [fetchAccessTokens] });
