import { useTranslation } from 'react-i18next';

import { cn } from '@lancer/ui/lib/cn';

export type SandboxBannerViewProps = {
  /** Card payments go through the sandbox gateway: no money moves. */
  paymentsSimulated: boolean;
  /** Mail is written to the server's log instead of sent. */
  mailNotSent: boolean;
  /** The chat bar is docked over the page's bottom right: keep the text clear of it. */
  clearChatBar?: boolean;
};

/**
 * Says on every page what this server only pretends (decision 1000), in a few words: a longer
 * text became the largest paint of /signin on a phone, late (it shows once the app has asked the
 * API), and Lighthouse's LCP moved from ~1.5 s to 3.5 s. Placed after the page, it
 * sticks to the window's bottom edge: it appears after the first paint without moving anything
 * (Lighthouse's CLS stays 0) and the page's last line scrolls clear of it. Nothing when nothing
 * pretends.
 */
export function SandboxBannerView({
  paymentsSimulated,
  mailNotSent,
  clearChatBar = false,
}: SandboxBannerViewProps) {
  const { t } = useTranslation('shell');
  if (!paymentsSimulated && !mailNotSent) return null;
  return (
    <section
      aria-label={t('sandbox.label')}
      data-slot="sandbox-banner"
      className="sticky bottom-0 z-30 border-t border-warning-foreground/20 bg-warning text-warning-foreground"
    >
      <p
        className={cn(
          'mx-auto max-w-6xl px-6 py-1.5 text-xs',
          // The collapsed chat bar is 45 px tall and 320 px wide, 24 px from the right edge.
          clearChatBar && 'pb-14 sm:pr-[22rem] sm:pb-1.5',
        )}
      >
        <strong className="font-semibold">{t('sandbox.label')}</strong>
        {paymentsSimulated ? <span> · {t('sandbox.payments')}</span> : null}
        {mailNotSent ? <span> · {t('sandbox.mail')}</span> : null}
      </p>
    </section>
  );
}
