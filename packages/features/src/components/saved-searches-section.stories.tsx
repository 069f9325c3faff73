import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { getMockDb } from '@lancer/api/mocks/db/store';
import { createSavedSearchMock } from '@lancer/api/mocks/handlers/saved-search/create-saved-search';
import { fetchSavedSearchesMock } from '@lancer/api/mocks/handlers/saved-search/fetch-saved-searches';
import { renameSavedSearchMock } from '@lancer/api/mocks/handlers/saved-search/rename-saved-search';

import { errorStory, loadingStory } from '../lib/state-stories';
import { useSaveSearch } from '../lib/use-saved-searches';
import { SaveSearchButton } from './save-search-button';
import { SavedSearchesSection } from './saved-searches-section';

const meta = {
  title: 'Features/SavedSearch/SavedSearches',
  component: SavedSearchesSection,
  args: { target: 'jobs' },
  decorators: [
    (Story) => (
      <div className="mx-auto max-w-3xl p-6">
        <Story />
      </div>
    ),
  ],
  beforeEach() {
    getMockDb().defaultUserId = 'user-ada';
  },
} satisfies Meta<typeof SavedSearchesSection>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Ada's jobs searches: each opens /jobs with its filters. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const open = await canvas.findByRole('link', { name: 'Open React dashboards' });
    await expect(open).toHaveAttribute('href', '/jobs?q=dashboard&skills=react');
    await expect(canvas.getByText('“dashboard” · react')).toBeVisible();
    await expect(canvas.getByText('0 jobs matched since you saved it')).toBeVisible();
  },
};

/** The client's workers search opens /workers with its filters. */
export const Workers: Story = {
  args: { target: 'workers' },
  beforeEach() {
    getMockDb().defaultUserId = 'user-grace';
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const open = await canvas.findByRole('link', { name: 'Open Designers ready to start' });
    await expect(open).toHaveAttribute('href', '/workers?find=design&max=60&ready=1');
    await expect(canvas.getByText('Searches of providers you keep, to open again.')).toBeVisible();
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(fetchSavedSearchesMock.empty());
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No saved searches yet')).toBeVisible();
  },
};

export const Loading: Story = loadingStory(fetchSavedSearchesMock.loading());

export const Error: Story = errorStory(
  fetchSavedSearchesMock.error(500),
  'Your saved searches could not be loaded',
);

/** Rename: the name typed in a dialog; a blank one is refused on its field. */
export const Rename: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: 'Rename React dashboards' }));
    const dialog = await body.findByRole('dialog', { name: 'Rename the search' });
    const name = within(dialog).getByLabelText('Name');
    await userEvent.clear(name);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rename' }));
    await expect(await within(dialog).findByText('Please name the search')).toBeVisible();
    await userEvent.type(name, 'Dashboards in React');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rename' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(await canvas.findByRole('link', { name: 'Open Dashboards in React' })).toBeVisible();
  },
};

/** A rename the server refuses: its reason in the dialog, the typed name kept. */
export const RenameFails: Story = {
  beforeEach({ msw }) {
    msw.use(renameSavedSearchMock.error(500));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: 'Rename React dashboards' }));
    const dialog = await body.findByRole('dialog', { name: 'Rename the search' });
    await userEvent.type(within(dialog).getByLabelText('Name'), ' 2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rename' }));
    await expect(await within(dialog).findByText('The search was not saved')).toBeVisible();
    await expect(within(dialog).getByLabelText('Name')).toHaveValue('React dashboards 2');
  },
};

/** Delete asks first; the search leaves the list. */
export const Delete: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete React dashboards' }));
    const confirm = await body.findByRole('alertdialog', { name: 'Delete this saved search?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await expect(await canvas.findByText('No saved searches yet')).toBeVisible();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '保存的搜索' })).toBeVisible();
    await expect(await canvas.findByRole('link', { name: '打开 React dashboards' })).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: Default.play,
};

/** "Save search" as /jobs shows it: the name asked in a dialog, then "Search saved". */
function SaveJobsSearch() {
  const save = useSaveSearch({
    target: 'jobs',
    keyword: 'booking',
    category: 'Web development',
    skills: ['react'],
    budget_type: null,
    budget_min_cents: null,
    budget_max_cents: null,
  });
  return <SaveSearchButton defaultName="booking" {...save} />;
}

export const SaveDialog: Story = {
  render: () => <SaveJobsSearch />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: 'Save search' }));
    const dialog = await body.findByRole('dialog', { name: 'Save this search' });
    await expect(within(dialog).getByLabelText('Name')).toHaveValue('booking');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Search saved')).toBeVisible();
    await expect(getMockDb().savedSearches.some((search) => search.name === 'booking')).toBe(true);
  },
};

/** Past the limit the server refuses: its reason shows in the dialog. */
export const SaveFails: Story = {
  render: () => <SaveJobsSearch />,
  beforeEach({ msw }) {
    msw.use(
      createSavedSearchMock.error(
        409,
        'CONFLICT',
        'You can keep at most 50 saved searches; delete one first',
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: 'Save search' }));
    const dialog = await body.findByRole('dialog', { name: 'Save this search' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(
      await within(dialog).findByText('You can keep at most 50 saved searches; delete one first'),
    ).toBeVisible();
  },
};
