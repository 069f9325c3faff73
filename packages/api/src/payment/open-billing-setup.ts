import { openBillingSetup } from '../contract/payment';
import { useOperationMutation } from '../react/operation-mutation';

/** Nothing goes stale: the card is saved when the provider reports it, after the page. */
export const useOpenBillingSetup = () => useOperationMutation(openBillingSetup);
