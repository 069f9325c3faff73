import { SandboxBannerView } from '@lancer/features/shell/sandbox-banner/sandbox-banner-view';

import { useSandbox } from '../../lib/use-sandbox';

/** The sandbox banner after the page, on every page of both layouts (decision 1000). */
export function SandboxBanner({ clearChatBar = false }: { clearChatBar?: boolean }) {
  const sandbox = useSandbox();
  return sandbox ? (
    <SandboxBannerView
      paymentsSimulated={sandbox.payments_simulated}
      mailNotSent={sandbox.mail_not_sent}
      clearChatBar={clearChatBar}
    />
  ) : null;
}
