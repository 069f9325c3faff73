import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';

import { Alert, AlertTitle } from '@lancer/ui/components/alert';

import { EmailStep } from './components/email-step';
import { StepFrame } from './components/step-frame';

/**
 * The steps after the email load when the flow needs them (they validate with react-hook-form and
 * zod): /signin's first load is the email step alone (decision 0710). They start loading when the
 * email is sent, alongside the call, so the next step hardly waits for its code.
 */
const loadLaterSteps = () =>
  Promise.all([
    import('./components/password-step'),
    import('./components/code-step'),
    import('./components/set-password-step'),
    import('./components/flid-step'),
    import('./components/factor-step'),
    import('./components/recovery-used-step'),
  ]);
const PasswordStep = lazy(async () => ({ default: (await loadLaterSteps())[0].PasswordStep }));
const CodeStep = lazy(async () => ({ default: (await loadLaterSteps())[1].CodeStep }));
const SetPasswordStep = lazy(async () => ({ default: (await loadLaterSteps())[2].SetPasswordStep }));
const FlidStep = lazy(async () => ({ default: (await loadLaterSteps())[3].FlidStep }));
const FactorStep = lazy(async () => ({ default: (await loadLaterSteps())[4].FactorStep }));
const RecoveryUsedStep = lazy(async () => ({ default: (await loadLaterSteps())[5].RecoveryUsedStep }));

/** The screens of the sign-in flow, in SIGNIN-ORDER order. */
export type SigninViewStep =
  'email' | 'password' | 'code' | 'factor' | 'recovery-used' | 'set-password' | 'flid' | 'signed-in';

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
  /** The failure in the screen's own words when it knows more: how long to wait after too many tries. */
  failureText?: string | null;
  resendCooldown: number;
  resending: boolean;
  /** A refused second-factor code: the tries the limit leaves, when the server said them. */
  triesLeft?: number | null;
  /** Signed in with a recovery code: how many remain (the 'recovery-used' step). */
  recoveryCodesLeft?: number;
  /** This server mails nothing: the code step says the code is in its log (decision 1000). */
  codeNotMailed?: boolean;
  /** PASSKEYS: a passkey sign-in is under way (its prompt or its call). */
  passkeyPending?: boolean;
  /** The last passkey sign-in did not sign in: its prompt closed, or the passkey was refused. */
  passkeyProblem?: 'cancelled' | 'refused' | null;
  onPasskey?: () => void;
  /** PASSKEYS: the visitor came to the email form (a pointer over it, the focus in it). */
  onApproachEmail?: () => void;
  onSubmitEmail: (email: string) => void;
  onSubmitPassword: (password: string) => void;
  onUseCode: () => void;
  onSubmitCode: (code: string) => void;
  onResendCode: () => void;
  onSubmitFactor: (code: string) => void;
  onContinueAfterRecovery: () => void;
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
          <AlertTitle>{props.failureText ?? t(props.failure)}</AlertTitle>
        </Alert>
      ) : null}
      <Suspense fallback={null}>
        {step === 'email' && (
          <EmailStep
            defaultEmail={email}
            pending={pending}
            passkeyPending={props.passkeyPending ?? false}
            passkeyProblem={props.passkeyProblem ?? null}
            onPasskey={props.onPasskey}
            onApproach={props.onApproachEmail}
            onSubmit={(value) => {
              void loadLaterSteps();
              props.onSubmitEmail(value);
            }}
          />
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
            codeNotMailed={props.codeNotMailed}
            onSubmit={props.onSubmitCode}
            onResend={props.onResendCode}
            onChangeEmail={props.onChangeEmail}
          />
        )}
        {step === 'factor' && (
          <FactorStep
            pending={pending}
            rejected={rejected}
            triesLeft={props.triesLeft ?? null}
            onSubmit={props.onSubmitFactor}
            onChangeEmail={props.onChangeEmail}
          />
        )}
        {step === 'recovery-used' && (
          <RecoveryUsedStep left={props.recoveryCodesLeft ?? 0} onContinue={props.onContinueAfterRecovery} />
        )}
        {step === 'set-password' && (
          <SetPasswordStep pending={pending} onSubmit={props.onSubmitNewPassword} />
        )}
        {step === 'flid' && (
          <FlidStep
            suggestedFlid={props.suggestedFlid}
            pending={pending}
            rejected={rejected}
            onSubmit={props.onSubmitFlid}
          />
        )}
      </Suspense>
      {step === 'signed-in' && (
        <StepFrame title={t('signedIn.title')} lead={t('signedIn.lead')}>
          {null}
        </StepFrame>
      )}
    </div>
  );
}
