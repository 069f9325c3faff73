import { useTranslation } from 'react-i18next';

import { Spinner } from '@lancer/ui/components/spinner';
import { cn } from '@lancer/ui/lib/cn';

import { AppLink } from '../../../navigation/app-link';

type ProviderBadgeProps = {
  on: boolean;
  ready: boolean;
  pending: boolean;
  onToggle: () => void;
  /** Not ready to receive money: the badge is a link here (the work page) instead of a switch. */
  notReadyHref: string;
};

/**
 * The small service-provider toggle on the avatar's corner (SHELL-PROVIDER-BADGE, ACCEPTING-HEADER-TOGGLE):
 * 24 px, the smallest target WCAG 2.2 (2.5.8) allows for a control this close to another.
 */
export function ProviderBadge({ on, ready, pending, onToggle, notReadyHref }: ProviderBadgeProps) {
  const { t } = useTranslation('shell', { keyPrefix: 'userBox' });
  const label = !ready ? t('provider.notReady') : on ? t('provider.on') : t('provider.off');
  const className = cn(
    'grid size-6 place-content-center rounded-full border-2 border-background outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:cursor-progress',
    on ? 'bg-success text-success-foreground' : 'bg-muted text-muted-foreground',
  );
  if (!ready && !pending) {
    // Only navigates: a real link (decision 1150).
    return (
      <AppLink
        to={notReadyHref}
        data-slot="provider-badge"
        data-state="off"
        aria-label={label}
        title={label}
        className={className}
      >
        <span aria-hidden className="size-1.5 rounded-full bg-current" />
      </AppLink>
    );
  }
  return (
    <button
      type="button"
      data-slot="provider-badge"
      data-state={on ? 'on' : 'off'}
      aria-pressed={ready ? on : undefined}
      aria-label={label}
      title={label}
      aria-busy={pending || undefined}
      disabled={pending}
      onClick={onToggle}
      className={className}
    >
      {pending ? (
        <Spinner size="sm" label={null} className="size-3" />
      ) : (
        <span aria-hidden className="size-1.5 rounded-full bg-current" />
      )}
    </button>
  );
}
