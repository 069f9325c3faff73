import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

import { DEFAULT_ONBOARDING_LINK_TYPE } from '@lancer/api/constants';
import { useApiClient } from '@lancer/api/react/api-client-context';
import { useFetchProfileVisibility } from '@lancer/api/review/fetch-profile-visibility';
import { useUpdateProfileVisibility } from '@lancer/api/review/update-profile-visibility';
import { isCardAccountLinked, isReadyToReceiveMoney } from '@lancer/api/rules/provider-readiness';
import { useFetchProfile } from '@lancer/api/user/fetch-profile';
import { useFetchProfileForUser } from '@lancer/api/user/fetch-profile-for-user';
import { fetchStripeAccountLinkQueryOptions } from '@lancer/api/user/fetch-stripe-account-link';
import { useUpdateAcceptingRequest } from '@lancer/api/user/update-accepting-request';
import { useUpdateExpectedSalary } from '@lancer/api/user/update-expected-salary';
import { useUpdateProviderSkills } from '@lancer/api/user/update-provider-skills';

import { useStepUp } from '../../lib/use-step-up';
import { toLoadable } from '../../lib/to-loadable';

import type { OnboardingReturn } from './components/onboarding-panel';
import { PortfolioSettings } from './portfolio-settings';
import { WorkView } from './work-view';

export type WorkProps = {
  /** From the page address when the payment provider sends the user back. */
  onboardingReturn?: OnboardingReturn;
  /** Leaves for the payment provider's onboarding page. */
  onOpenExternal: (url: string) => void;
};

export function Work({ onboardingReturn, onOpenExternal }: WorkProps) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const profile = useFetchProfile();
  const salary = useUpdateExpectedSalary();
  const accepting = useUpdateAcceptingRequest();
  const myId = profile.data?.account.basic.user_id ?? '';
  // The skills live on the public profile (PROVIDER-SKILLS); the own profile does not carry them.
  const publicProfile = useFetchProfileForUser({ id: myId }, { enabled: myId !== '' });
  const skills = useUpdateProviderSkills();
  const visibility = useFetchProfileVisibility();
  const updateVisibility = useUpdateProfileVisibility();
  const [link, setLink] = useState<{ pending: boolean; failed: boolean }>({ pending: false, failed: false });
  // STEP-UP: the payout account is linked only by a session that proved its person lately.
  const stepUp = useStepUp();

  const openLink = async () => {
    setLink({ pending: true, failed: false });
    try {
      // A fresh link every time: they expire quickly and are single-use.
      const answer = await queryClient.fetchQuery({
        ...fetchStripeAccountLinkQueryOptions(client, { link_type: DEFAULT_ONBOARDING_LINK_TYPE }),
        staleTime: 0,
      });
      onOpenExternal(answer.url);
      setLink({ pending: false, failed: false });
    } catch (error) {
      setLink({ pending: false, failed: !stepUp.intercept(error, () => void openLink()) });
    }
  };

  return (
    <>
      <WorkView
        settings={toLoadable(profile, (user) => {
          const methods = user.finance.income.bank_account.money_collecting_methods;
          return {
            hourly: user.account.provider.expected_salary.hourly,
            accepting: user.account.provider.accepting_request,
            ready: isReadyToReceiveMoney(user),
            methods,
            cardLinked: isCardAccountLinked(methods),
          };
        })}
        salaryPending={salary.isPending}
        salarySaved={salary.isSuccess}
        onSaveSalary={(hourly) => salary.mutate({ body: { hourly } })}
        acceptingPending={accepting.isPending}
        onAcceptingChange={(next) => accepting.mutate({ body: { accepting_request: next } })}
        saveFailed={salary.isError || accepting.isError || updateVisibility.isError}
        skills={toLoadable(publicProfile, (user) => user.skills)}
        skillsPending={skills.isPending}
        skillsSaved={skills.isSuccess}
        skillsFailed={skills.isError}
        skillsError={skills.error}
        onSaveSkills={(next) => skills.mutate({ body: { skills: next } })}
        visibility={toLoadable(visibility)}
        visibilityPending={updateVisibility.isPending}
        onVisibilityChange={(next) => updateVisibility.mutate({ body: { public: next } })}
        portfolio={<PortfolioSettings />}
        onboardingReturn={onboardingReturn}
        linkPending={link.pending}
        linkFailed={link.failed}
        onOpenOnboardingLink={() => void openLink()}
      />
      {stepUp.prompt}
    </>
  );
}
