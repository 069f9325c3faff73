import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';

import type { ApiClient } from '../client';
import { fetchProfile, updateAcceptingRequest } from '../contract/user';
import { useApiClient } from '../react/api-client-context';
import { afterSuccess, type MutationInput } from '../react/operation-mutation';
import { checkAcceptingRequestSwitch } from '../rules/provider-readiness';
import { fetchProfileQueryOptions } from './fetch-profile';

/** The switch was refused before any call: 'not-ready' sends the header toggle to the work page. */
export class AcceptingRequestSwitchError extends Error {
  override name = 'AcceptingRequestSwitchError';

  constructor(readonly reason: 'not-ready' | 'unchanged') {
    super(
      reason === 'not-ready' ? 'Not ready to receive money' : 'Accepting requests already has this value',
    );
  }
}

/**
 * ACCEPTING-SWITCH: changeable only when the provider is ready and only when the value differs;
 * the profile is then reloaded. The rule is checked here, against the current profile, for every caller.
 */
export function updateAcceptingRequestMutationOptions(client: ApiClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: [updateAcceptingRequest.name],
    mutationFn: async ({ body }: MutationInput<typeof updateAcceptingRequest>) => {
      const profile = await queryClient.ensureQueryData(fetchProfileQueryOptions(client));
      const check = checkAcceptingRequestSwitch(profile, body.accepting_request);
      if (!check.allowed) throw new AcceptingRequestSwitchError(check.reason);
      return client.call(updateAcceptingRequest, { body });
    },
    onSuccess: () => afterSuccess(queryClient, { reloads: [fetchProfile] }),
  });
}

export function useUpdateAcceptingRequest() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation(updateAcceptingRequestMutationOptions(client, queryClient));
}
