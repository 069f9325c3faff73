import { useSearchParams } from 'react-router-dom';

import { Work } from '@lancer/features/account/work/work';

/** Back from the payment provider: ?onboarding=return, or =refresh when the link expired. */
const returnState = (value: string | null) =>
  value === 'return' ? 'return' : value === 'refresh' ? 'refresh' : undefined;

export default function WorkRoute() {
  const [search] = useSearchParams();
  return (
    <Work
      onboardingReturn={returnState(search.get('onboarding'))}
      onOpenExternal={(url) => window.location.assign(url)}
    />
  );
}
