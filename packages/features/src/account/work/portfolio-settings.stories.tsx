import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

import { seedMockPortfolio } from '@lancer/api/mocks/db/portfolio';
import { getMockDb } from '@lancer/api/mocks/db/store';
import { createPortfolioItemMock } from '@lancer/api/mocks/handlers/review/create-portfolio-item';
import { fetchOwnPortfolioMock } from '@lancer/api/mocks/handlers/review/fetch-own-portfolio';
import { uploadPortfolioImageMock } from '@lancer/api/mocks/handlers/review/upload-portfolio-image';
import { demoPortfolioImages } from '@lancer/api/schemas/review-portfolio-demo';

import { describedText, errorStory, loadingStory } from '../../lib/state-stories';
import { PortfolioSettings } from './portfolio-settings';

/** Ada's portfolio on her Work settings (decision 1370); the mock store starts with none. */
const meta = {
  title: 'Features/Account/Work/Portfolio',
  component: PortfolioSettings,
  beforeEach() {
    getMockDb().defaultUserId = 'user-ada';
  },
  decorators: [
    (Story) => (
      <div className="mx-auto max-w-3xl p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PortfolioSettings>;
export default meta;

type Story = StoryObj<typeof meta>;

const pngFile = (name: string) =>
  new File([Uint8Array.from(atob(demoPortfolioImages.checkout), (char) => char.charCodeAt(0))], name, {
    type: 'image/png',
  });
const dialog = () => within(screen.getByRole('dialog'));
const seed = (count: number) => () => {
  seedMockPortfolio(getMockDb(), 'user-ada', count);
};
const listed = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('list', { name: 'Your portfolio items' }));

/** Nothing shown yet: what a portfolio is for, and "Add work". */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No work shown yet')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add work' })).toBeEnabled();
  },
};

/** One item: its cover, title, description and link, with Edit, Delete and moves (both disabled). */
export const OneItem: Story = {
  beforeEach: seed(1),
  play: async ({ canvasElement }) => {
    const list = await listed(canvasElement);
    const title = 'Checkout rebuilt for a shop of 40,000 orders a month';
    await expect(list.getByRole('heading', { name: title })).toBeVisible();
    await expect(list.getByRole('img', { name: `${title}, image 1 of 2` })).toBeVisible();
    await expect(list.getByRole('link', { name: /example\.com\/case-studies\/checkout/ })).toHaveAttribute(
      'rel',
      'noopener noreferrer nofollow ugc',
    );
    await expect(list.getByRole('button', { name: `Move ${title} up` })).toBeDisabled();
    await expect(list.getByRole('button', { name: `Move ${title} down` })).toBeDisabled();
    await expect(within(canvasElement).getByText('1 of 20 items')).toBeVisible();
  },
};

/** Three items in Ada's order; the last has no link. */
export const Many: Story = {
  beforeEach: seed(3),
  play: async ({ canvasElement }) => {
    const list = await listed(canvasElement);
    await expect(list.getAllByRole('article')).toHaveLength(3);
    await expect(
      list.getByRole('heading', { name: 'Ordering app for a neighbourhood bakery' }),
    ).toBeVisible();
    await expect(within(canvasElement).getByText('3 of 20 items')).toBeVisible();
  },
};

/** Ada adds work with an image and a link: the image uploads as she picks it, the item shows once saved. */
// proves: PORTFOLIO-OWN
export const AddWork: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Add work' }));
    const form = dialog();
    await userEvent.type(form.getByLabelText(/Title/), 'Landing page for a climbing gym');
    await userEvent.type(form.getByLabelText(/What you did/), 'Designed and built it in a week.');
    await userEvent.type(form.getByLabelText(/Link/), 'https://example.com/gym');
    await userEvent.upload(form.getByLabelText('Add images'), pngFile('gym.png'));
    await expect(await form.findByRole('img', { name: 'Image 1' })).toBeVisible();
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    const list = await listed(canvasElement);
    await expect(await list.findByRole('heading', { name: 'Landing page for a climbing gym' })).toBeVisible();
    await expect(
      list.getByRole('img', { name: 'Landing page for a climbing gym, image 1 of 1' }),
    ).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [stored] = getMockDb().portfolioItems;
    await expect(stored).toMatchObject({ owner_id: 'user-ada', link: 'https://example.com/gym' });
    await expect(stored!.image_ids).toHaveLength(1);
  },
};

/** Editing: the form opens with the item's values; a removed image and a new title are saved. */
export const EditWork: Story = {
  beforeEach: seed(1),
  play: async ({ canvasElement }) => {
    const list = await listed(canvasElement);
    await userEvent.click(list.getByRole('button', { name: /^Edit/ }));
    const form = dialog();
    await expect(form.getByRole('heading', { name: 'Edit this work' })).toBeVisible();
    const title = form.getByLabelText(/Title/);
    await expect(title).toHaveValue('Checkout rebuilt for a shop of 40,000 orders a month');
    await userEvent.clear(title);
    await userEvent.type(title, 'Checkout rebuilt');
    await userEvent.click(form.getByRole('button', { name: 'Remove image 2' }));
    await expect(form.queryByRole('img', { name: 'Image 2' })).toBeNull();
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await expect(await list.findByRole('heading', { name: 'Checkout rebuilt' })).toBeVisible();
    await expect(list.getByRole('img', { name: 'Checkout rebuilt, image 1 of 1' })).toBeVisible();
  },
};

/** The form's own checks, by the contract's limits, on their fields; nothing is sent. */
// proves: PORTFOLIO-LIMITS, PORTFOLIO-LINK
export const Validation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Add work' }));
    const form = dialog();
    await userEvent.type(form.getByLabelText(/Title/), 'x'.repeat(71));
    await userEvent.type(form.getByLabelText(/Link/), 'javascript:alert(1)');
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(describedText(form.getByLabelText(/Title/))).toContain('At most 70 characters.'),
    );
    await expect(describedText(form.getByLabelText(/What you did/))).toContain(
      'Say what you did and for whom.',
    );
    await expect(describedText(form.getByLabelText(/Link/))).toContain(
      'Enter an address starting with http:// or https://',
    );
    await expect(getMockDb().portfolioItems).toHaveLength(0);
  },
};

/** The server refuses a field (400 naming `link`): its words sit on the field, the typed values stay. */
export const ServerFieldErrors: Story = {
  beforeEach({ msw }) {
    msw.use(createPortfolioItemMock.validationError({ link: 'This address does not answer' }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Add work' }));
    const form = dialog();
    await userEvent.type(form.getByLabelText(/Title/), 'A shop');
    await userEvent.type(form.getByLabelText(/What you did/), 'Built it.');
    await userEvent.type(form.getByLabelText(/Link/), 'https://shop.invalid');
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(describedText(form.getByLabelText(/Link/))).toContain('This address does not answer'),
    );
    await expect(form.getByLabelText(/Title/)).toHaveValue('A shop');
  },
};

/**
 * Uploads that fail: a file whose content is no image (the server's 415, judged by content) and one
 * the server could not store (500). Each says why; the item can still be saved without them.
 */
export const UploadFails: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Add work' }));
    const form = dialog();
    const notAnImage = new File([new TextEncoder().encode('%PDF-1.4\n')], 'cv.png', { type: 'image/png' });
    await userEvent.upload(form.getByLabelText('Add images'), notAnImage);
    await expect(
      await form.findByText('cv.png: not an image we accept (PNG, JPEG, GIF or WebP).'),
    ).toBeVisible();
    await expect(form.getByRole('button', { name: 'Save' })).toBeEnabled();
  },
};

/** The upload call fails outright (500): the image says it could not be uploaded, with the reason. */
export const UploadServerError: Story = {
  beforeEach({ msw }) {
    msw.use(uploadPortfolioImageMock.error(500, 'INTERNAL', 'The file store is unavailable'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Add work' }));
    const form = dialog();
    await userEvent.upload(form.getByLabelText('Add images'), pngFile('shop.png'));
    await expect(
      await form.findByText('shop.png: could not be uploaded: The file store is unavailable'),
    ).toBeVisible();
    await userEvent.click(form.getByRole('button', { name: 'Remove image 1' }));
    await expect(form.queryByText(/could not be uploaded/)).toBeNull();
  },
};

/** Delete asks first; confirmed, the item leaves the list. */
export const DeleteWork: Story = {
  beforeEach: seed(2),
  play: async ({ canvasElement }) => {
    const list = await listed(canvasElement);
    await userEvent.click(
      list.getByRole('button', { name: 'Delete Booking dashboard for a chain of salons' }),
    );
    const confirm = within(await screen.findByRole('alertdialog'));
    await expect(confirm.getByText(/and its images leave your portfolio/)).toBeVisible();
    await userEvent.click(confirm.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(list.getAllByRole('article')).toHaveLength(1));
    await expect(getMockDb().portfolioItems).toHaveLength(1);
  },
};

/** Moving the first item down swaps it with the second, on the profile too. */
export const Reorder: Story = {
  beforeEach: seed(3),
  play: async ({ canvasElement }) => {
    const list = await listed(canvasElement);
    await userEvent.click(
      list.getByRole('button', { name: 'Move Checkout rebuilt for a shop of 40,000 orders a month down' }),
    );
    await waitFor(() =>
      expect(list.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
        'Booking dashboard for a chain of salons',
        'Checkout rebuilt for a shop of 40,000 orders a month',
        'Ordering app for a neighbourhood bakery',
      ]),
    );
  },
};

export const Loading: Story = loadingStory(fetchOwnPortfolioMock.loading());

export const Error: Story = errorStory(
  fetchOwnPortfolioMock.error(500),
  'Your portfolio could not be loaded.',
);

/** In Chinese: the list and the form. */
export const Chinese: Story = {
  globals: { locale: 'zh' },
  beforeEach: seed(2),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('list', { name: '你的作品' })).toBeVisible();
    await expect(canvas.getByText('2 / 20 件作品')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '添加作品' }));
    await expect(await screen.findByRole('heading', { name: '添加作品到作品集' })).toBeVisible();
  },
};
