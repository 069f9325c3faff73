import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { fieldErrorText } from '../lib/apply-server-field-errors';

/**
 * The contract's messages (packages/api schemas/product.ts, contract/product.ts) and the key of
 * their text in every products tab and the product dialogs, so a client check shows in the reader's language.
 */
const keyOfContractMessage: Record<string, string> = {
  'Please type in a title': 'titleRequired',
  'Please name the product': 'nameRequired',
  'Please name the link': 'labelRequired',
  'Please type in a full address such as https://example.com': 'urlInvalid',
  'Pick a quarter such as 2027-Q1': 'quarterInvalid',
  'Type a number of hours': 'estimateInvalid',
  'Type a number of hours from 0 to 1000': 'estimateInvalid',
  'Please input issue description': 'descriptionRequired',
  'Pick the severity of the incident': 'severityRequired',
  'Please type in an email or a Lancer user ID': 'inviteeRequired',
};

type TabPrefix = 'collaborators' | 'development' | 'issues' | 'ops' | 'plan' | 'product' | 'switcher';

/**
 * A products form's field error as text: a contract message found by the client in the tab's
 * texts, the server's words as they came (fieldErrorText), undefined when the field is fine.
 */
export function useFieldErrorText(keyPrefix: TabPrefix) {
  const { t } = useTranslation('products', { keyPrefix });
  return (error: Pick<FieldError, 'type' | 'message'> | undefined) =>
    fieldErrorText(error, (message) => {
      const key = keyOfContractMessage[message];
      return key ? (t as (key: string) => string)(key) : message;
    });
}
