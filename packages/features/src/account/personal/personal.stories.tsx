import type { Meta, StoryObj } from '@storybook/react-vite';
import type { RequestHandler } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { buildUserProfile } from '@lancer/api/mocks/factories/user';
import { fetchProfileMock } from '@lancer/api/mocks/handlers/user/fetch-profile';
import { fetchTemplatesForSelfIntroMock } from '@lancer/api/mocks/handlers/user/fetch-templates-for-self-intro';
import { rewriteResumeMock } from '@lancer/api/mocks/handlers/ai/rewrite-resume';
import { updateSelfIntroMock } from '@lancer/api/mocks/handlers/user/update-self-intro';
import { updateUserFullnameMock } from '@lancer/api/mocks/handlers/user/update-user-fullname';
import { updateUserPhotoBlobMock } from '@lancer/api/mocks/handlers/user/update-user-photo-blob';

import { canvasToPng } from './crop-image';
import { Personal } from './personal';

const meta = {
  title: 'Features/Account/Personal',
  component: Personal,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Personal>;
export default meta;

type Story = StoryObj<typeof meta>;

const grace = buildUserProfile({
  user_id: 'user-grace',
  flid: 'grace_hopper',
  email: 'grace_hopper@example.com',
  self_intro_html: '<p>Product owner building tools for small shops.</p>',
});
const templates = {
  templates: [
    {
      id: 'tpl-dev',
      title: 'Developer',
      tags: ['react'],
      content_html: '<p>I build fast, accessible web apps with React and TypeScript.</p>',
    },
    {
      id: 'tpl-design',
      title: 'Designer',
      tags: ['design'],
      content_html: '<p>I design calm, clear interfaces.</p>',
    },
  ],
};
const rewrite = 'I am a product owner who builds simple, dependable tools that help small shops sell more.';

/** A small real PNG, as a file chooser would give it. */
function pngFile(name = 'me.png') {
  const canvas = document.createElement('canvas');
  canvas.width = 120;
  canvas.height = 80;
  const context = canvas.getContext('2d')!;
  context.fillStyle = '#2563eb';
  context.fillRect(0, 0, 120, 80);
  context.fillStyle = '#fde047';
  context.fillRect(40, 20, 40, 40);
  return new File([canvasToPng(canvas)], name, { type: 'image/png' });
}

const withProfile =
  (...extra: RequestHandler[]): Story['beforeEach'] =>
  ({ msw }) => {
    msw.use(fetchProfileMock.success(grace), fetchTemplatesForSelfIntroMock.success(templates), ...extra);
  };

/** Name: edit and save. */
export const Default: Story = {
  beforeEach: withProfile(updateUserFullnameMock.success({ ok: true })),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = await canvas.findByLabelText('First name');
    await expect(first).toHaveValue('Grace');
    await userEvent.clear(first);
    await userEvent.type(first, 'Gracie');
    await userEvent.click(canvas.getByRole('button', { name: 'Save name' }));
    await expect(await canvas.findByText('Your name is saved.')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Self-intro text' })).toHaveTextContent(
      'Product owner building tools',
    );
  },
};

export const Validation: Story = {
  beforeEach: withProfile(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const last = await canvas.findByLabelText('Last name');
    await userEvent.clear(last);
    await userEvent.type(last, 'L'.repeat(61));
    await userEvent.click(canvas.getByRole('button', { name: 'Save name' }));
    await expect(await canvas.findByText('At most 60 characters')).toBeVisible();
    await expect(last).toHaveValue('L'.repeat(61));
  },
};

/** Photo: choose a file, place it in the round crop (keys, zoom), preview, upload with progress. */
export const UploadPhoto: Story = {
  beforeEach: withProfile(updateUserPhotoBlobMock.success({ url: '/uploads/grace.png' })),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(await canvas.findByLabelText('Choose a photo'), pngFile());
    const preview = await canvas.findByRole<HTMLImageElement>('img', { name: 'Preview of your new photo' });
    await expect(preview).toBeVisible();
    const zoom = canvas.getByRole('slider', { name: 'Zoom' });
    await expect(zoom).toHaveAttribute('aria-valuenow', '1');
    const area = canvas.getByRole('application', { name: 'Photo crop area' });
    await waitFor(() => expect(area).not.toHaveAttribute('aria-busy'));
    const centred = preview.src;
    area.focus();
    await userEvent.keyboard('++{ArrowLeft}');
    await expect(zoom).toHaveAttribute('aria-valuenow', '1.2');
    // The preview follows the crop.
    await waitFor(() => expect(preview.src).not.toBe(centred));
    await userEvent.click(canvas.getByRole('button', { name: 'Upload photo' }));
    await expect(await canvas.findByText('Your photo is updated.')).toBeVisible();
    await expect(canvas.queryByRole('img', { name: 'Preview of your new photo' })).toBeNull();
  },
};

export const PhotoUploading: Story = {
  beforeEach: withProfile(updateUserPhotoBlobMock.loading()),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(await canvas.findByLabelText('Choose a photo'), pngFile());
    await userEvent.click(await canvas.findByRole('button', { name: 'Upload photo' }));
    await expect(await canvas.findByRole('progressbar', { name: 'Uploading…' })).toBeVisible();
  },
};

/** A file that is not an image: "Unsupported file type". */
// proves: MSG-UNSUPPORTED-FILE
export const UnsupportedFile: Story = {
  beforeEach: withProfile(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = await canvas.findByLabelText('Choose a photo');
    await userEvent.upload(input, new File(['%PDF-1.7'], 'resume.pdf', { type: 'application/pdf' }), {
      applyAccept: false,
    });
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Unsupported file type');
  },
};

/** The server checks the content: a renamed file is refused with "Unsupported file type". */
export const PhotoRefusedByServer: Story = {
  beforeEach: withProfile(
    updateUserPhotoBlobMock.error(415, 'UNSUPPORTED_FILE_TYPE', 'Unsupported file type'),
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(await canvas.findByLabelText('Choose a photo'), pngFile());
    await userEvent.click(await canvas.findByRole('button', { name: 'Upload photo' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Unsupported file type');
    await expect(canvas.getByRole('img', { name: 'Preview of your new photo' })).toBeVisible();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** Paste an image into the photo card. */
export const PastePhoto: Story = {
  beforeEach: withProfile(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const data = new DataTransfer();
    data.items.add(pngFile('pasted.png'));
    (await canvas.findByLabelText('Choose a photo')).focus();
    await userEvent.paste(data);
    await expect(await canvas.findByRole('img', { name: 'Preview of your new photo' })).toBeVisible();
  },
};

/** Templates by tags fill the editor; the self-intro saves. */
export const SelfIntroTemplates: Story = {
  beforeEach: withProfile(
    updateSelfIntroMock.success({ content_html: templates.templates[0]!.content_html }),
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Template tags'), 'react');
    await userEvent.click(canvas.getByRole('button', { name: 'Find templates' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Use “Developer”' }));
    await expect(canvas.getByRole('textbox', { name: 'Self-intro text' })).toHaveTextContent(
      'I build fast, accessible web apps',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Save self-intro' }));
    await expect(await canvas.findByText('Your self-intro is saved.')).toBeVisible();
  },
};

/** AI polish: the rewrite beside the original; accept replaces the text, discard keeps it. */
export const AiPolish: Story = {
  beforeEach: withProfile(rewriteResumeMock.success({ text: rewrite })),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const editor = await canvas.findByRole('textbox', { name: 'Self-intro text' });
    await userEvent.click(canvas.getByRole('button', { name: 'AI polish' }));
    await expect(await canvas.findByText(rewrite)).toBeVisible();
    await expect(canvas.getByText('Original')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Discard' }));
    await expect(editor).toHaveTextContent('Product owner building tools for small shops.');
    await userEvent.click(canvas.getByRole('button', { name: 'AI polish' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Accept rewrite' }));
    // The editor starts again from the accepted text.
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: 'Self-intro text' })).toHaveTextContent(rewrite),
    );
  },
};

export const AiNotConfigured: Story = {
  beforeEach: withProfile(rewriteResumeMock.error(503, 'AI_NOT_CONFIGURED', 'AI is not configured')),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'AI polish' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('AI is not set up on this server.');
    // The clicked button's focus ring comes and goes between runs: the picture is taken without it.
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** Resume: paste, rewrite with AI, accept. */
export const ResumeRewrite: Story = {
  beforeEach: withProfile(
    rewriteResumeMock.success({ text: 'Seasoned product owner. Shipped 12 tools for retail.' }),
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Rewrite with AI' }));
    await expect(await canvas.findByText('Write something first.')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Your resume'), 'product owner, did tools for shops');
    await userEvent.click(canvas.getByRole('button', { name: 'Rewrite with AI' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Accept rewrite' }));
    await expect(canvas.getByLabelText('Your resume')).toHaveValue(
      'Seasoned product owner. Shipped 12 tools for retail.',
    );
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(fetchProfileMock.loading(), fetchTemplatesForSelfIntroMock.success(templates));
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading…' })).toBeVisible();
  },
};

export const Error: Story = {
  beforeEach({ msw }) {
    msw.use(fetchProfileMock.error(500), fetchTemplatesForSelfIntroMock.success(templates));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Your profile could not be loaded.')).toBeVisible();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh' },
  beforeEach: withProfile(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('个人资料');
    await userEvent.upload(
      await canvas.findByLabelText('选择照片'),
      new File(['x'], 'a.txt', { type: 'text/plain' }),
      { applyAccept: false },
    );
    await expect(await canvas.findByRole('alert')).toHaveTextContent('不支持的文件类型');
  },
};
