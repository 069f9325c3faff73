import { FilePenLineIcon } from 'lucide-react';
import type * as React from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@lancer/ui/components/button';

import { AppLink } from '../navigation/app-link';

export type SendOfferButtonProps = {
  /** The send-offer form for this provider; for a guest, sign-in on the way there. */
  href: string;
  /** Whom the offer goes to, for the link's accessible name. */
  name: string;
  size?: React.ComponentProps<typeof Button>['size'];
};

/**
 * "Send an offer" (decision 2202): a link to the form that offers this provider a contract without a
 * job post; on their public profile, each /workers card and a conversation with them.
 */
export function SendOfferButton({ href, name, size }: SendOfferButtonProps) {
  const { t } = useTranslation('common', { keyPrefix: 'sendOffer' });
  return (
    <Button variant="outline" size={size} asChild>
      <AppLink to={href} aria-label={t('to', { name })}>
        <FilePenLineIcon aria-hidden />
        {t('button')}
      </AppLink>
    </Button>
  );
}
