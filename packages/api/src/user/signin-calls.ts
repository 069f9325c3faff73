import type * as UserContract from '../contract/user';
import { useLazyOperationMutation } from '../react/lazy-operation';
import { lazyOperationQueryOptions } from '../react/operation-query';
import type { ApiClient } from '../client';

/**
 * The calls of the sign-in flow with their operations loaded on first use, so /signin's first load
 * has no zod (decision 0710). Same calls, keys and invalidation as the eager hooks of this folder.
 */
const contract = () => import('../contract/user');

export const useTrySigninWithEmailLazily = () =>
  useLazyOperationMutation<typeof UserContract.trySigninWithEmail>(async () => ({
    operation: (await contract()).trySigninWithEmail,
  }));

export const useSigninWithEmailAndPasswordLazily = () =>
  useLazyOperationMutation<typeof UserContract.signinWithEmailAndPassword>(async () => ({
    operation: (await contract()).signinWithEmailAndPassword,
  }));

export const useSigninWithEmailAndCodeLazily = () =>
  useLazyOperationMutation<typeof UserContract.signinWithEmailAndCode>(async () => ({
    operation: (await contract()).signinWithEmailAndCode,
  }));

export const useSigninWithSecondFactorLazily = () =>
  useLazyOperationMutation<typeof UserContract.signinWithSecondFactor>(async () => ({
    operation: (await contract()).signinWithSecondFactor,
  }));

export const useStartPasskeySigninLazily = () =>
  useLazyOperationMutation<typeof UserContract.startPasskeySignin>(async () => ({
    operation: (await contract()).startPasskeySignin,
  }));

export const useSigninWithPasskeyLazily = () =>
  useLazyOperationMutation<typeof UserContract.signinWithPasskey>(async () => ({
    operation: (await contract()).signinWithPasskey,
  }));

export const useUpdateUserPasswordLazily = () =>
  useLazyOperationMutation<typeof UserContract.updateUserPassword>(async () => ({
    operation: (await contract()).updateUserPassword,
  }));

export const useUpdateNewUserFlidLazily = () =>
  useLazyOperationMutation<typeof UserContract.updateNewUserFlid>(async () => {
    const { updateNewUserFlid, fetchProfile } = await contract();
    return { operation: updateNewUserFlid, after: { reloads: [fetchProfile] } };
  });

/** fetchProfile's name and path, as the contract has them (signin-calls.test.ts). */
export const fetchProfileKey = { name: 'fetchProfile', path: '/api/user/profile/fetch-profile' } as const;

export const fetchProfileQueryOptionsLazily = (client: ApiClient) =>
  lazyOperationQueryOptions<typeof UserContract.fetchProfile>(
    client,
    fetchProfileKey,
    async () => (await contract()).fetchProfile,
  );
