import { useTranslation } from 'react-i18next';

import { CodeStep } from './components/code-step';
import { EmailStep } from './components/email-step';
import { FlidStep } from './components/flid-step';
import { Alert, AlertTitle } from '@lancer/ui/components/alert';

import { PasswordStep } from './components/password-step';
import { SetPasswordStep } from './components/set-password-step';
import { StepFrame } from './components/step-frame';

/** The screens of the sign-in flow, in DESIGN section 5's order. */
export type SigninViewStep = 'email' | 'password' | 'code' | 'set-password' | 'flid' | 'signed-in';

export type SigninFailure = 'failed' | 'rateLimited' | 'mailNotSent';

export type SigninViewProps = {
  step: SigninViewStep;
  email: string;
  /** The FLID the server generated, shown for review. */
  suggestedFlid: string;
  /** The current step's call is running. */
  pending: boolean;
  /** The server refused what the user typed on this step (wrong password, wrong code, FLID taken). */
  rejected: boolean;
  /** A call failed for another reason: too many tries, or the network or server. */
  failure: SigninFailure | null;
  resendCooldown: number;
  resending: boolean;
  onSubmitEmail: (email: string) => void;
  onSubmitPassword: (password: string) => void;
  onUseCode: () => void;
  onSubmitCode: (code: string) => void;
  onResendCode: () => void;
  onSubmitNewPassword: (values: { password: string; password2: string }) => void;
  onSubmitFlid: (flid: string) => void;
  onChangeEmail: () => void;
};

export function SigninView(props: SigninViewProps) {
  const { t } = useTranslation('auth', { keyPrefix: 'signin' });
  const { step, email, pending, rejected } = props;
  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-4 px-6 py-16">
      {props.failure ? (
        <Alert variant="destructive">
          <AlertTitle>{t(props.failure)}</AlertTitle>
        </Alert>
      ) : null}
      {step === 'email' && (
        <EmailStep defaultEmail={email} pending={pending} onSubmit={props.onSubmitEmail} />
      )}
      {step === 'password' && (
        <PasswordStep
          email={email}
          pending={pending}
          rejected={rejected}
          onSubmit={props.onSubmitPassword}
          onUseCode={props.onUseCode}
          onChangeEmail={props.onChangeEmail}
        />
      )}
      {step === 'code' && (
        <CodeStep
          email={email}
          pending={pending}
          rejected={rejected}
          resendCooldown={props.resendCooldown}
          resending={props.resending}
          onSubmit={props.onSubmitCode}
          onResend={props.onResendCode}
          onChangeEmail={props.onChangeEmail}
        />
      )}
      {step === 'set-password' && <SetPasswordStep pending={pending} onSubmit={props.onSubmitNewPassword} />}
      {step === 'flid' && (
        <FlidStep
          suggestedFlid={props.suggestedFlid}
          pending={pending}
          rejected={rejected}
          onSubmit={props.onSubmitFlid}
        />
      )}
      {step === 'signed-in' && (
        <StepFrame title={t('signedIn.title')} lead={t('signedIn.lead')}>
          {null}
        </StepFrame>
      )}
    </div>
  );
}
