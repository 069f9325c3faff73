import { useTranslation } from 'react-i18next';

import type { SecondFactor } from '@lancer/api/contract/user';
import { Alert, AlertDescription, AlertTitle } from '@lancer/ui/components/alert';
import { Badge } from '@lancer/ui/components/badge';
import { Button } from '@lancer/ui/components/button';
import { LoadState, type Loadable } from '@lancer/ui/components/load-state';

import { SettingsSection } from '../../../components/settings-section';
import { formatMoment } from '../../../lib/format';
import { useLoadStateLabels } from '../../../lib/use-load-state-labels';
import { FactorCodeForm } from './factor-code-form';
import { TotpQrCode } from './totp-qr-code';

export type FactorForm = 'confirm' | 'regenerate' | 'turnOff';

export type SecurityPanelProps = {
  factor: Loadable<SecondFactor>;
  /** A key being set up: shown as a QR code and as text until a code of it confirms it. */
  setup: { secret: string; otpauthUri: string } | null;
  /** Recovery codes just made: shown this once. */
  recoveryCodes: readonly string[] | null;
  /** The form whose call runs. */
  pending: FactorForm | 'start' | null;
  /** The form whose last code the server refused, and the tries left when it said them. */
  refused: { form: FactorForm; triesLeft: number | null } | null;
  turnedOff: boolean;
  onStart: () => void;
  onConfirm: (code: string) => void;
  onCancelSetup: () => void;
  onDoneWithCodes: () => void;
  onRegenerate: (code: string) => void;
  onTurnOff: (code: string) => void;
};

/** SECOND-FACTOR (/login/security): the authenticator app, on or off, and the recovery codes. */
export function SecurityPanel(props: SecurityPanelProps) {
  const { t, i18n } = useTranslation('auth', { keyPrefix: 'loginSettings.security' });
  const labels = useLoadStateLabels();
  const refusal = (form: FactorForm) => {
    if (props.refused?.form !== form) return null;
    const { triesLeft } = props.refused;
    return triesLeft === null ? t('wrongCode') : t('wrongCodeTries', { count: triesLeft });
  };
  return (
    <SettingsSection title={t('title')} description={t('description')}>
      <LoadState state={props.factor} errorTitle={t('loadFailed')} {...labels}>
        {(factor) => {
          if (props.recoveryCodes)
            return <RecoveryCodes codes={props.recoveryCodes} onDone={props.onDoneWithCodes} />;
          if (props.setup)
            return (
              <div className="flex flex-col gap-4">
                <p className="text-sm">{t('scan')}</p>
                <TotpQrCode value={props.setup.otpauthUri} label={t('qrLabel')} />
                <div className="flex flex-col gap-1">
                  <span className="text-sm text-muted-foreground">{t('manualKey')}</span>
                  <code
                    aria-label={t('manualKeyLabel')}
                    className="w-fit rounded bg-muted px-2 py-1 font-mono text-sm break-all"
                  >
                    {props.setup.secret}
                  </code>
                </div>
                <FactorCodeForm
                  label={t('confirmLabel')}
                  submit={t('confirm')}
                  pending={props.pending === 'confirm'}
                  error={refusal('confirm')}
                  onSubmit={props.onConfirm}
                />
                <div>
                  <Button variant="link" className="px-0" onClick={props.onCancelSetup}>
                    {t('cancelSetup')}
                  </Button>
                </div>
              </div>
            );
          if (factor.totp_on)
            return (
              <div className="flex flex-col gap-6">
                <p className="flex flex-wrap items-center gap-2 text-sm">
                  <Badge variant="secondary">{t('on')}</Badge>
                  {factor.turned_on_at
                    ? t('onSince', { moment: formatMoment(factor.turned_on_at, i18n.language) })
                    : null}
                </p>
                <p className="text-sm">{t('codesLeft', { count: factor.recovery_codes_left })}</p>
                <FactorCodeForm
                  label={t('regenerateLabel')}
                  submit={t('regenerate')}
                  variant="outline"
                  pending={props.pending === 'regenerate'}
                  error={refusal('regenerate')}
                  onSubmit={props.onRegenerate}
                />
                <FactorCodeForm
                  label={t('turnOffLabel')}
                  submit={t('turnOff')}
                  variant="destructive"
                  pending={props.pending === 'turnOff'}
                  error={refusal('turnOff')}
                  onSubmit={props.onTurnOff}
                />
              </div>
            );
          return (
            <div className="flex flex-col gap-4">
              {props.turnedOff ? (
                <Alert variant="success">
                  <AlertTitle>{t('turnedOff')}</AlertTitle>
                </Alert>
              ) : null}
              <p className="text-sm">{t('off')}</p>
              <div>
                <Button onClick={props.onStart} loading={props.pending === 'start'}>
                  {t('turnOn')}
                </Button>
              </div>
            </div>
          );
        }}
      </LoadState>
    </SettingsSection>
  );
}

function RecoveryCodes({ codes, onDone }: { codes: readonly string[]; onDone: () => void }) {
  const { t } = useTranslation('auth', { keyPrefix: 'loginSettings.security' });
  return (
    <div className="flex flex-col gap-4">
      <Alert variant="success">
        <AlertTitle>{t('codesTitle')}</AlertTitle>
        <AlertDescription>{t('codesLead')}</AlertDescription>
      </Alert>
      <ol
        aria-label={t('codesLabel')}
        className="grid grid-cols-2 gap-2 rounded-md border p-4 font-mono text-sm"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div>
        <Button onClick={onDone}>{t('codesDone')}</Button>
      </div>
    </div>
  );
}
