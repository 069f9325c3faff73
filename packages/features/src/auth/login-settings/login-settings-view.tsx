import type * as React from 'react';
import { useTranslation } from 'react-i18next';

import type { Loadable } from '@lancer/ui/components/load-state';
import { cn } from '@lancer/ui/lib/cn';

import { SettingsPage } from '../../components/settings-page';
import { AppLink } from '../../navigation/app-link';
import { DevicesPanel, type DevicesPanelProps } from './components/devices-panel';
import { EmailPanel, type EmailPanelProps } from './components/email-panel';
import { IdentityPanel, type IdentityFacts } from './components/identity-panel';
import { MobilePanel, type MobileValues } from './components/mobile-panel';
import { PasskeysSection, type PasskeysSectionProps } from './components/passkeys-section';
import { PasswordPanel } from './components/password-panel';
import { SecurityPanel, type SecurityPanelProps } from './components/security-panel';
import { TokensPanel, type TokensPanelProps } from './components/tokens-panel';
import { WebhooksPanel, type WebhooksPanelProps } from './components/webhooks-panel';
import type { NewPasswordValues } from '../components/new-password-form';
import { paths } from '../../navigation/paths';

export const loginSections = [
  'identity',
  'password',
  'email',
  'mobile',
  'devices',
  'security',
  'tokens',
  'webhooks',
] as const;
export type LoginSection = (typeof loginSections)[number];

export type LoginSettingsViewProps = {
  section: LoginSection;
  identity: Loadable<IdentityFacts & { areaCode: string }>;
  saveFailed: boolean;
  password: { pending: boolean; saved: boolean; onSubmit: (values: NewPasswordValues) => void };
  email: Omit<EmailPanelProps, 'currentEmail'>;
  mobile: { pending: boolean; saved: boolean; onSubmit: (values: MobileValues) => void };
  devices: DevicesPanelProps;
  security: SecurityPanelProps;
  /** STEP-UP's "Confirm it's you" dialog, over whichever form asked for it. */
  prompt?: React.ReactNode;
  passkeys: PasskeysSectionProps;
  tokens: TokensPanelProps;
  webhooks: WebhooksPanelProps;
};

/** The login settings (/login/identity, password, email, mobile, devices, security, tokens, webhooks). */
export function LoginSettingsView(props: LoginSettingsViewProps) {
  const { t } = useTranslation('auth', { keyPrefix: 'loginSettings' });
  const { section } = props;
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-6 py-10 md:flex-row">
      <nav aria-label={t('nav.label')} className="md:w-48">
        <ul className="flex flex-wrap gap-1 md:flex-col">
          {loginSections.map((key) => (
            <li key={key}>
              <AppLink
                to={paths.login.getHref(key)}
                aria-current={key === section ? 'page' : undefined}
                className={cn(
                  'block rounded-md px-3 py-2 text-sm font-medium hover:bg-accent',
                  key === section ? 'bg-accent text-accent-foreground' : 'text-muted-foreground',
                )}
              >
                {t(`nav.${key}`)}
              </AppLink>
            </li>
          ))}
          {/* The notification settings sit beside the login settings (issue 30), a page of their own. */}
          <li>
            <AppLink
              to={paths.notificationSettings.getHref()}
              className="block rounded-md px-3 py-2 text-sm font-medium text-muted-foreground hover:bg-accent"
            >
              {t('nav.notifications')}
            </AppLink>
          </li>
        </ul>
      </nav>
      <SettingsPage
        className="min-w-0 flex-1"
        title={t('title')}
        state={props.identity}
        errorTitle={t('loadFailed')}
        saveFailedMessage={props.saveFailed ? t('saveFailed') : null}
        skeletons={['h-56']}
      >
        {(identity) => (
          <>
            {section === 'identity' && (
              <IdentityPanel
                {...identity}
                mobile={identity.mobile ? `${identity.areaCode} ${identity.mobile}` : ''}
              />
            )}
            {section === 'password' && <PasswordPanel {...props.password} />}
            {section === 'email' && <EmailPanel currentEmail={identity.email} {...props.email} />}
            {section === 'mobile' && (
              <MobilePanel
                current={{ area_code: identity.areaCode, mobile: identity.mobile }}
                {...props.mobile}
              />
            )}
            {section === 'devices' && <DevicesPanel {...props.devices} />}
            {section === 'security' && (
              <div className="flex flex-col gap-6">
                <PasskeysSection {...props.passkeys} />
                <SecurityPanel {...props.security} />
              </div>
            )}
            {section === 'tokens' && <TokensPanel {...props.tokens} />}
            {section === 'webhooks' && <WebhooksPanel {...props.webhooks} />}
          </>
        )}
      </SettingsPage>
      {props.prompt}
    </div>
  );
}
