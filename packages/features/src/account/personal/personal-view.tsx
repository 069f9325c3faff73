import { useTranslation } from 'react-i18next';

import type { Loadable } from '@lancer/ui/components/load-state';

import { SettingsPage } from '../../components/settings-page';
import { SettingsSection } from '../../components/settings-section';
import { NameForm, type NameValues } from './components/name-form';
import { PhotoUploader, type PhotoUploaderProps } from './components/photo-uploader';
import { ResumeRewrite } from './components/resume-rewrite';
import { SelfIntroEditor, type AiState, type SelfIntroEditorProps } from './components/self-intro-editor';

export type PersonalViewProps = {
  profile: Loadable<{
    email: string;
    photoUrl: string;
    firstName: string;
    lastName: string;
    introHtml: string;
  }>;
  saveFailed: boolean;
  name: { pending: boolean; saved: boolean; onSubmit: (values: NameValues) => void };
  photo: Pick<PhotoUploaderProps, 'uploading' | 'saved' | 'failure' | 'onUpload'>;
  intro: Omit<SelfIntroEditorProps, 'html'>;
  resume: { state: AiState; onRewrite: (text: string) => void; onDiscard: () => void };
};

/** The personal profile (/personal): name, photo, self-intro with AI polish, resume rewrite. */
export function PersonalView(props: PersonalViewProps) {
  const { t } = useTranslation('account', { keyPrefix: 'personal' });
  return (
    <SettingsPage
      className="mx-auto max-w-3xl px-6 py-10"
      title={t('title')}
      lead={t('lead')}
      state={props.profile}
      errorTitle={t('loadFailed')}
      saveFailedMessage={props.saveFailed ? t('saveFailed') : null}
      skeletons={['h-36', 'h-40', 'h-72']}
    >
      {(profile) => (
        <>
          <SettingsSection title={t('name.title')}>
            <NameForm
              current={{ first_name: profile.firstName, last_name: profile.lastName }}
              {...props.name}
            />
          </SettingsSection>
          <SettingsSection title={t('photo.title')}>
            <PhotoUploader email={profile.email} photoUrl={profile.photoUrl} {...props.photo} />
          </SettingsSection>
          <SettingsSection title={t('intro.title')}>
            <SelfIntroEditor html={profile.introHtml} {...props.intro} />
          </SettingsSection>
          <SettingsSection title={t('resume.title')}>
            <ResumeRewrite {...props.resume} />
          </SettingsSection>
        </>
      )}
    </SettingsPage>
  );
}
