import type * as React from 'react';
import { useTranslation } from 'react-i18next';

import type { ProfileVisibility } from '@lancer/api/schemas/review';
import type { MoneyCollectingMethod } from '@lancer/api/schemas/user';
import { EmptyState } from '@lancer/ui/components/empty-state';
import { LoadState, type Loadable } from '@lancer/ui/components/load-state';

import { SettingsPage } from '../../components/settings-page';
import { SettingsSection } from '../../components/settings-section';
import { AcceptingSwitch } from './components/accepting-switch';
import { MoneyMethodsList } from './components/money-methods-list';
import { OnboardingPanel, type OnboardingReturn } from './components/onboarding-panel';
import { ProfileVisibilitySwitch } from './components/profile-visibility-switch';
import { useLoadStateLabels } from '../../lib/use-load-state-labels';
import { SalaryForm } from './components/salary-form';
import { SkillsForm } from './components/skills-form';

type WorkSettings = {
  hourly: number;
  accepting: boolean;
  /** PROVIDER-READY: ready_to_receive_money, or an hourly rate above 0. */
  ready: boolean;
  methods: readonly MoneyCollectingMethod[];
  /** The card checkout method is set up and verified. */
  cardLinked: boolean;
};

export type WorkViewProps = {
  settings: Loadable<WorkSettings>;
  salaryPending: boolean;
  salarySaved: boolean;
  onSaveSalary: (hourly: number) => void;
  acceptingPending: boolean;
  onAcceptingChange: (next: boolean) => void;
  /** A change failed to save. */
  saveFailed: boolean;
  /** The provider's skills, from their public profile. */
  skills: Loadable<readonly string[]>;
  skillsPending: boolean;
  skillsSaved: boolean;
  /** The last save of the skills failed. */
  skillsFailed: boolean;
  /** The failed save (a VALIDATION_FAILED answer's message shows on the field). */
  skillsError?: unknown;
  onSaveSkills: (skills: string[]) => void;
  /** PROFILE-HIDE: whether the public profile is shown. */
  visibility: Loadable<ProfileVisibility>;
  visibilityPending: boolean;
  onVisibilityChange: (next: boolean) => void;
  /** The portfolio's editor (decision 1370): its own calls, so the page hands it in whole. */
  portfolio?: React.ReactNode;
  onboardingReturn?: OnboardingReturn;
  linkPending: boolean;
  linkFailed: boolean;
  onOpenOnboardingLink: () => void;
};

/** The provider's work settings (/work). */
export function WorkView(props: WorkViewProps) {
  const { t } = useTranslation('account', { keyPrefix: 'work' });
  const labels = useLoadStateLabels();
  return (
    <SettingsPage
      className="mx-auto max-w-3xl px-6 py-10"
      title={t('title')}
      lead={t('lead')}
      state={props.settings}
      errorTitle={t('loadFailed')}
      saveFailedMessage={props.saveFailed ? t('saveFailed') : null}
      skeletons={['h-40', 'h-28', 'h-40']}
    >
      {(settings) => (
        <>
          <SettingsSection title={t('salary.title')}>
            <SalaryForm
              hourly={settings.hourly}
              pending={props.salaryPending}
              saved={props.salarySaved}
              onSave={props.onSaveSalary}
            />
          </SettingsSection>
          <SettingsSection title={t('skills.title')}>
            <LoadState state={props.skills} errorTitle={t('skills.loadFailed')} {...labels}>
              {(skills) => (
                <SkillsForm
                  skills={skills}
                  pending={props.skillsPending}
                  saved={props.skillsSaved}
                  error={props.skillsFailed ? t('skills.saveFailed') : null}
                  serverError={props.skillsError}
                  onSave={props.onSaveSkills}
                />
              )}
            </LoadState>
          </SettingsSection>
          <SettingsSection title={t('accepting.title')}>
            <AcceptingSwitch
              accepting={settings.accepting}
              ready={settings.ready}
              pending={props.acceptingPending}
              onChange={props.onAcceptingChange}
            />
          </SettingsSection>
          <SettingsSection title={t('profile.title')}>
            <LoadState state={props.visibility} errorTitle={t('loadFailed')} {...labels}>
              {(visibility) => (
                <ProfileVisibilitySwitch
                  visibility={visibility}
                  pending={props.visibilityPending}
                  onChange={props.onVisibilityChange}
                />
              )}
            </LoadState>
          </SettingsSection>
          {props.portfolio ? (
            <SettingsSection title={t('portfolio.title')}>{props.portfolio}</SettingsSection>
          ) : null}
          <SettingsSection title={t('methods.title')}>
            {settings.methods.length > 0 ? (
              <MoneyMethodsList methods={settings.methods} />
            ) : (
              <EmptyState title={t('methods.emptyTitle')} description={t('methods.emptyBody')} />
            )}
          </SettingsSection>
          <SettingsSection title={t('onboarding.title')}>
            <OnboardingPanel
              linked={settings.cardLinked}
              returned={props.onboardingReturn}
              pending={props.linkPending}
              failed={props.linkFailed}
              onOpenLink={props.onOpenOnboardingLink}
            />
          </SettingsSection>
        </>
      )}
    </SettingsPage>
  );
}
