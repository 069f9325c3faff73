import { useTranslation } from 'react-i18next';

import type { SignedInDevice } from '@lancer/api/contract/user';
import { Alert, AlertDescription, AlertTitle } from '@lancer/ui/components/alert';
import { Badge } from '@lancer/ui/components/badge';
import { ConfirmButton } from '@lancer/ui/components/confirm-button';
import { LoadState, type Loadable } from '@lancer/ui/components/load-state';
import { cn } from '@lancer/ui/lib/cn';

import { SettingsSection } from '../../../components/settings-section';
import { useDeviceName } from '../../../lib/device-name';
import { formatMoment } from '../../../lib/format';
import { useLoadStateLabels } from '../../../lib/use-load-state-labels';

export type DevicesPanelProps = {
  devices: Loadable<readonly SignedInDevice[]>;
  /** The device being signed out, while it is. */
  signingOutId: string | null;
  signingOutOthers: boolean;
  /** How many devices "sign out everywhere else" just signed out. */
  signedOutOthers: number | null;
  onSignOut: (id: string) => void;
  onSignOutOthers: () => void;
  /**
   * The session a new-device alert pointed at (`?session=`, decision 1027): marked in the list, or
   * said to have ended when it is no longer there.
   */
  alertedId?: string | null;
};

/** The signed-in devices (/login/devices, decision 1020): each session, this one marked, sign-outs. */
export function DevicesPanel(props: DevicesPanelProps) {
  const { t, i18n } = useTranslation('auth', { keyPrefix: 'loginSettings.devices' });
  const common = useTranslation('common').t;
  const labels = useLoadStateLabels();
  const nameOf = useDeviceName();
  const moment = (iso: string) => formatMoment(iso, i18n.language);
  return (
    <SettingsSection title={t('title')} description={t('description')}>
      {props.signedOutOthers !== null ? (
        <Alert variant="success">
          <AlertTitle>{t('signedOutOthers', { count: props.signedOutOthers })}</AlertTitle>
        </Alert>
      ) : null}
      <LoadState
        state={props.devices}
        isEmpty={(devices) => devices.length === 0}
        empty={{ title: t('emptyTitle'), description: t('emptyBody') }}
        errorTitle={t('loadFailed')}
        {...labels}
      >
        {(devices) => {
          const others = devices.filter((device) => !device.current);
          const alertedEnded = Boolean(props.alertedId) && !devices.some((d) => d.id === props.alertedId);
          return (
            <>
              {alertedEnded ? (
                <Alert variant="info">
                  <AlertTitle>{t('alertedEndedTitle')}</AlertTitle>
                  <AlertDescription>{t('alertedEnded')}</AlertDescription>
                </Alert>
              ) : null}
              <ul className="divide-y rounded-md border" aria-label={t('listLabel')}>
                {devices.map((device) => {
                  const name = nameOf(device);
                  const alerted = device.id === props.alertedId;
                  return (
                    <li
                      key={device.id}
                      data-alerted={alerted || undefined}
                      className={cn(
                        'flex flex-wrap items-center justify-between gap-3 px-4 py-3',
                        alerted && 'bg-warning/10 ring-2 ring-warning ring-inset',
                      )}
                    >
                      <div className="flex min-w-0 flex-col gap-1">
                        <span className="flex items-center gap-2 text-sm font-medium">
                          {name}
                          {device.current ? <Badge variant="secondary">{t('thisDevice')}</Badge> : null}
                          {alerted ? <Badge variant="warning">{t('alerted')}</Badge> : null}
                        </span>
                        <span className="text-sm text-muted-foreground">
                          {t('signedInAt', { moment: moment(device.signed_in_at) })}
                          {' · '}
                          {t('lastUsedAt', { moment: moment(device.last_used_at) })}
                        </span>
                      </div>
                      {device.current ? null : (
                        <ConfirmButton
                          label={t('signOut')}
                          ariaLabel={t('signOutLabel', { device: name })}
                          title={t('confirmTitle')}
                          description={t('confirmBody', { device: name })}
                          confirm={t('signOut')}
                          cancel={common('cancel')}
                          variant="outline"
                          size="sm"
                          loading={props.signingOutId === device.id}
                          onConfirm={() => props.onSignOut(device.id)}
                        />
                      )}
                    </li>
                  );
                })}
              </ul>
              {others.length > 0 ? (
                <div>
                  <ConfirmButton
                    label={t('signOutOthers')}
                    title={t('confirmOthersTitle')}
                    description={t('confirmOthersBody', { count: others.length })}
                    confirm={t('signOutOthers')}
                    cancel={common('cancel')}
                    variant="destructive"
                    loading={props.signingOutOthers}
                    onConfirm={props.onSignOutOthers}
                  />
                </div>
              ) : (
                <p className="text-sm text-muted-foreground">{t('onlyThisDevice')}</p>
              )}
            </>
          );
        }}
      </LoadState>
    </SettingsSection>
  );
}
