import type { RuleRefusal } from '../../rules/invitation';
import { MockHttpError } from './mock-http-error';

/** A shared rule's refusal, thrown as the API answers it. */
export const refusalError = (refusal: RuleRefusal) =>
  new MockHttpError(
    refusal.status,
    refusal.code,
    refusal.message,
    refusal.field ? { [refusal.field]: refusal.message } : undefined,
  );
