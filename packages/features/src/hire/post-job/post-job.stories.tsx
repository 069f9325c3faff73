import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { resetMockDb } from '@lancer/api/mocks/db/store';
import { buildRequest } from '@lancer/api/mocks/factories/request';
import { rewriteJobpostMock } from '@lancer/api/mocks/handlers/ai/rewrite-jobpost';
import { createRequestMock } from '@lancer/api/mocks/handlers/request/create-request';
import { fetchRequestMock } from '@lancer/api/mocks/handlers/request/fetch-request';

import { describedText } from '../../lib/state-stories';
import { PostJob, type PostJobProps } from './post-job';

/** Drafts live in localStorage: each story starts without one. */
const clearDrafts = () => {
  for (const key of Object.keys(window.localStorage))
    if (key.startsWith('lancer:job-draft:')) window.localStorage.removeItem(key);
};

/** The screen with a way to leave it and come back, as a user leaving the page would. */
function PostJobAndReturn(props: PostJobProps) {
  const [shown, setShown] = useState(true);
  return (
    <div>
      <button type="button" className="sr-only focus:not-sr-only" onClick={() => setShown((value) => !value)}>
        {shown ? 'Leave the page' : 'Come back'}
      </button>
      {shown ? <PostJob {...props} /> : null}
    </div>
  );
}

const meta = {
  title: 'Features/Hire/PostJob',
  component: PostJobAndReturn,
  args: { draftOwner: 'story-user', onSubmitted: fn() },
  parameters: { layout: 'fullscreen' },
  beforeEach() {
    clearDrafts();
    resetMockDb();
  },
} satisfies Meta<typeof PostJobAndReturn>;
export default meta;

type Story = StoryObj<typeof meta>;

const fillRequired = async (canvas: ReturnType<typeof within>) => {
  await userEvent.type(canvas.getByLabelText(/^Title/), 'Build a booking page for a hair salon');
  const description = canvas.getByRole('textbox', { name: 'Description' });
  await userEvent.click(description);
  await userEvent.keyboard('Customers pick a stylist and a time.');
  await userEvent.click(canvas.getByRole('combobox', { name: /^Category/ }));
  await userEvent.click(canvas.getByRole('option', { name: 'Web development' }));
  const skills = canvas.getByRole('combobox', { name: /^Skills/ });
  await userEvent.type(skills, 'Reac');
  await userEvent.click(canvas.getByRole('option', { name: 'React' }));
  await userEvent.type(skills, 'Booking systems{Enter}');
  await userEvent.type(canvas.getByLabelText(/^Minimum/), '500');
  await userEvent.type(canvas.getByLabelText(/^Maximum/), '900');
  const duration = canvas.getByRole('combobox', { name: /^Expected duration/ });
  await userEvent.click(duration);
  await userEvent.click(
    await within(duration.ownerDocument.body).findByRole('option', { name: '1 to 4 weeks' }),
  );
};

/** A blank form; filling it in and posting creates the job and goes to its confirmation. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Post a job' })).toBeVisible();
    await fillRequired(canvas);
    await userEvent.click(canvas.getByRole('radio', { name: 'Invite only: providers I invite' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Post the job' }));
    await waitFor(() => expect(args.onSubmitted).toHaveBeenCalledWith(expect.stringMatching(/^request-/)));
  },
};

/** The draft survives leaving the page; "Discard draft" empties the form. */
export const DraftRestored: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(/^Title/), 'Logo for a tea shop');
    await expect(canvas.getByText('Draft saved on this device.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Leave the page' }));
    await expect(canvas.queryByLabelText(/^Title/)).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Come back' }));
    await expect(await canvas.findByLabelText(/^Title/)).toHaveValue('Logo for a tea shop');
    await userEvent.click(canvas.getByRole('button', { name: 'Discard draft' }));
    await expect(canvas.getByLabelText(/^Title/)).toHaveValue('');
    await expect(canvas.queryByText('Draft saved on this device.')).toBeNull();
  },
};

/** Posting with empty fields says what is missing beside each field and sends nothing. */
export const Validation: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Post the job' }));
    await expect(await canvas.findByText('Please type in a title')).toBeVisible();
    await expect(canvas.getByText('Please describe the job')).toBeVisible();
    await expect(canvas.getByText('Please choose a category')).toBeVisible();
    await expect(canvas.getByText('Please type in the minimum budget')).toBeVisible();
    await expect(canvas.getByText('Please choose a duration')).toBeVisible();
    await expect(canvas.getByLabelText(/^Title/)).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmitted).not.toHaveBeenCalled();
  },
};

/** The server refuses a field: its message shows beside it and every value stays. */
export const ServerRefuses: Story = {
  beforeEach({ msw }) {
    msw.use(
      createRequestMock.validationError(
        { title: 'A job with this title is already open' },
        'A job with this title is already open',
      ),
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await fillRequired(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Post the job' }));
    await expect(await canvas.findByText('The job was not posted.')).toBeVisible();
    await expect(canvas.getAllByText('A job with this title is already open')).toHaveLength(2);
    await expect(canvas.getByLabelText(/^Title/)).toHaveValue('Build a booking page for a hair salon');
    await expect(canvas.getByText('Booking systems')).toBeVisible();
    await expect(args.onSubmitted).not.toHaveBeenCalled();
  },
};

/** The server refuses two fields (VALIDATION_FAILED with fields): each message sits on its field, values stay. */
export const ServerFieldErrors: Story = {
  beforeEach({ msw }) {
    msw.use(
      createRequestMock.validationError(
        {
          title: 'A job with this title is already open',
          budget_min_cents: 'The minimum budget for web development is $100.00',
        },
        'title: A job with this title is already open',
      ),
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await fillRequired(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Post the job' }));
    const title = canvas.getByLabelText(/^Title/);
    await waitFor(() => expect(title).toHaveAttribute('aria-invalid', 'true'));
    await expect(describedText(title)).toContain('A job with this title is already open');
    const minimum = canvas.getByLabelText(/^Minimum/);
    await expect(minimum).toHaveAttribute('aria-invalid', 'true');
    await expect(describedText(minimum)).toContain('The minimum budget for web development is $100.00');
    await expect(title).toHaveValue('Build a booking page for a hair salon');
    await expect(minimum).toHaveValue('500.00');
    await expect(canvas.getByText('Booking systems')).toBeVisible();
    await expect(args.onSubmitted).not.toHaveBeenCalled();
  },
};

/** Edit: the RECRUITING job's values, saved in place. */
export const Edit: Story = {
  args: { mode: 'edit', requestId: 'request-open' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const title = await canvas.findByLabelText(/^Title/);
    await expect(title).not.toHaveValue('');
    await userEvent.type(title, ' (urgent)');
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(args.onSubmitted).toHaveBeenCalledWith('request-open'));
  },
};

/** Edit of a job that is no longer recruiting says so instead of a form. */
export const EditNotAllowed: Story = {
  args: { mode: 'edit', requestId: 'request-ongoing' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('This job cannot be edited: only your own RECRUITING jobs can.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('form')).toBeNull();
  },
};

/** Duplicate: a prefilled copy that is posted as a new job. */
export const Duplicate: Story = {
  args: { mode: 'duplicate', requestId: 'request-done' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText(/^Title/)).toHaveValue(
      'Migrate a WordPress blog to a static site',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Post the copy' }));
    await waitFor(() => expect(args.onSubmitted).toHaveBeenCalled());
    await expect(args.onSubmitted).not.toHaveBeenCalledWith('request-done');
  },
};

/** A dropped file uploads and is listed; a file of another type is refused before any upload. */
export const Attachments: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvasElement.querySelector<HTMLInputElement>('input[type=file]')!;
    await userEvent.upload(input, new File(['%PDF-1.4 brief'], 'brief.pdf', { type: 'application/pdf' }));
    const list = await canvas.findByRole('list', { name: 'Attached files' });
    await expect(await canvas.findByRole('button', { name: 'Remove brief.pdf' })).toBeVisible();
    const zone = canvas.getByRole('group', { name: /Drop files here/ });
    const data = new DataTransfer();
    data.items.add(new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' }));
    zone.dispatchEvent(new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true }));
    await expect(await canvas.findByText('Unsupported file type')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove brief.pdf' }));
    await expect(within(list).queryByText('brief.pdf')).toBeNull();
  },
};

/** "AI rewrite" shows the rewrite beside the original; accepting it replaces the description. */
export const AiRewrite: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const description = await canvas.findByRole('textbox', { name: 'Description' });
    await userEvent.click(description);
    await userEvent.keyboard('need a website for my salon, booking and prices');
    await userEvent.click(canvas.getByRole('button', { name: 'AI rewrite' }));
    const compare = await canvas.findByRole('region', { name: 'AI rewrite' });
    await expect(within(compare).getByText('need a website for my salon, booking and prices')).toBeVisible();
    await userEvent.click(within(compare).getByRole('button', { name: 'Use the rewrite' }));
    await expect(canvas.queryByRole('region', { name: 'AI rewrite' })).toBeNull();
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: 'Description' }).textContent).not.toBe(
        'need a website for my salon, booking and prices',
      ),
    );
  },
};

/** Without AI on the server the button says so and the description stays. */
export const AiNotConfigured: Story = {
  beforeEach({ msw }) {
    msw.use(rewriteJobpostMock.error(503, 'AI_NOT_CONFIGURED', 'AI is not configured'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('textbox', { name: 'Description' }));
    await userEvent.keyboard('Two pages and a form.');
    await userEvent.click(canvas.getByRole('button', { name: 'AI rewrite' }));
    await expect(
      await canvas.findByText('AI is not configured on this server; your description is unchanged.'),
    ).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Description' })).toHaveTextContent(
      'Two pages and a form.',
    );
  },
};

/** Too many AI requests (decision 1010): the rewrite says how long to wait, the description stays. */
export const AiRewriteRateLimited: Story = {
  beforeEach({ msw }) {
    msw.use(rewriteJobpostMock.rateLimited(10 * 60));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('textbox', { name: 'Description' }));
    await userEvent.keyboard('Two pages and a form.');
    await userEvent.click(canvas.getByRole('button', { name: 'AI rewrite' }));
    await expect(await canvas.findByText('Too many tries. Try again in 10 minutes.')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Description' })).toHaveTextContent(
      'Two pages and a form.',
    );
  },
};

export const Loading: Story = {
  args: { mode: 'edit', requestId: 'request-open' },
  beforeEach({ msw }) {
    msw.use(fetchRequestMock.loading());
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', { name: 'Loading…' })).toBeVisible();
  },
};

export const Error: Story = {
  args: { mode: 'duplicate', requestId: 'request-open' },
  beforeEach({ msw }) {
    msw.use(fetchRequestMock.error(500));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The job could not be loaded.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

const longJob = buildRequest({
  id: 'request-long',
  title:
    'Rebuild the whole booking, payments, reminders, loyalty points and stylist calendar system for a chain of salons',
  description_html: `<p>${'We run twelve salons across three cities and need one system for all of them. '.repeat(6)}</p>`,
  skills: ['React', 'TypeScript', 'PostgreSQL', 'Payments', 'Calendars', 'Notifications', 'Accessibility'],
  attachments: [
    {
      name: 'salon-chain-requirements-and-current-system-screenshots-final-v7-reviewed.pdf',
      url: 'https://files.example.com/long.pdf',
      size_bytes: 2_400_000,
      content_type: 'application/pdf',
    },
  ],
});

/** A long title, description, many skills and a long file name stay inside the form. */
export const LongContent: Story = {
  args: { mode: 'duplicate', requestId: 'request-long' },
  beforeEach({ msw }) {
    msw.use(fetchRequestMock.success(longJob));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText(/^Title/)).toHaveValue(longJob.title);
    await expect(canvas.getByText(longJob.attachments[0]!.name)).toBeVisible();
    await expect(canvas.getByText('Notifications')).toBeVisible();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '发布工作' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '发布工作' }));
    await expect(await canvas.findByText('请输入标题')).toBeVisible();
  },
};
