import { useTranslation } from 'react-i18next';

/** What a user agent names of a device: '' for a part it does not name (rules/user-agent.ts). */
type Device = { browser: string; os: string };

/**
 * A device as people name it: "Chrome on macOS", "Chrome", "A browser on Windows", "Unknown
 * device". The signed-in devices list and the new-device alert say it alike (decisions 1020, 1027).
 */
export function useDeviceName() {
  const { t } = useTranslation('common', { keyPrefix: 'device' });
  return ({ browser, os }: Device) => {
    if (browser && os) return t('browserOnSystem', { browser, os });
    if (browser) return browser;
    if (os) return t('browserOnUnknown', { os });
    return t('unknownDevice');
  };
}
