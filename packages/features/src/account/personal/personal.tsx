import { useState } from 'react';

import { ApiError } from '@lancer/api/http/api-error';
import { useFetchProfile } from '@lancer/api/user/fetch-profile';
import { useFetchTemplatesForSelfIntro } from '@lancer/api/user/fetch-templates-for-self-intro';
import { useRewriteResume } from '@lancer/api/ai/rewrite-resume';
import { useUpdateSelfIntro } from '@lancer/api/user/update-self-intro';
import { useUpdateUserFullname } from '@lancer/api/user/update-user-fullname';
import { useUpdateUserPhotoBlob } from '@lancer/api/user/update-user-photo-blob';

import { useRateLimitText } from '../../lib/rate-limited';
import { toLoadable } from '../../lib/to-loadable';
import type { AiState } from './components/self-intro-editor';
import { PersonalView } from './personal-view';

const aiError = (error: Error | null): AiState['error'] =>
  !error
    ? null
    : error instanceof ApiError && error.code === 'AI_NOT_CONFIGURED'
      ? 'notConfigured'
      : 'failed';

/** One AI rewrite at a time per panel; `rewrite` is what came back until accepted or discarded. */
function useAiRewrite() {
  const mutation = useRewriteResume();
  const waitText = useRateLimitText();
  const state: AiState = {
    pending: mutation.isPending,
    rewrite: mutation.data?.text ?? null,
    error: aiError(mutation.error),
    wait: waitText(mutation.error),
  };
  return {
    state,
    run: (text: string) => mutation.mutate({ body: { text } }),
    discard: () => mutation.reset(),
  };
}

export function Personal() {
  const profile = useFetchProfile();
  const [tags, setTags] = useState('');
  const templates = useFetchTemplatesForSelfIntro({ tags });
  const name = useUpdateUserFullname();
  const photo = useUpdateUserPhotoBlob();
  const intro = useUpdateSelfIntro();
  const polish = useAiRewrite();
  const resume = useAiRewrite();

  return (
    <PersonalView
      profile={toLoadable(profile, ({ account: { basic } }) => ({
        email: basic.email.address,
        photoUrl: basic.photo.url,
        firstName: basic.first_name,
        lastName: basic.last_name,
        introHtml: basic.self_intro.content_html,
      }))}
      saveFailed={name.isError || intro.isError}
      name={{ pending: name.isPending, saved: name.isSuccess, onSubmit: (body) => name.mutate({ body }) }}
      photo={{
        uploading: photo.isPending,
        saved: photo.isSuccess,
        failure: !photo.error
          ? null
          : photo.error instanceof ApiError &&
              ['UNSUPPORTED_FILE_TYPE', 'PAYLOAD_TOO_LARGE'].includes(photo.error.code)
            ? 'unsupported'
            : 'failed',
        onUpload: (file, filename) =>
          photo.mutate({ body: { file: new File([file], filename, { type: file.type }) } }),
      }}
      intro={{
        saving: intro.isPending,
        saved: intro.isSuccess,
        onSave: (content) => intro.mutate({ body: { content } }),
        templates: templates.data?.templates,
        templatesFailed: templates.isError,
        onSearchTemplates: setTags,
        polish: polish.state,
        onPolish: polish.run,
        onDiscardPolish: polish.discard,
      }}
      resume={{ state: resume.state, onRewrite: resume.run, onDiscard: resume.discard }}
    />
  );
}
