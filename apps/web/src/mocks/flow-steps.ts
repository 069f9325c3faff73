import { expect, userEvent, type within } from 'storybook/test';

import { getMockDb } from '@lancer/api/mocks/db/store';
import { findUser } from '@lancer/api/mocks/db/views';
import { buildRequest } from '@lancer/api/mocks/factories/request';
import { summaryOf } from '@lancer/api/mocks/factories/user';

/** A fresh job of Grace's, first in the list, for a flow's provider to propose on. */
export function seedJobOfGrace(job: {
  id: string;
  title: string;
  description: string;
  budgetCents: [min: number, max: number];
}) {
  const db = getMockDb();
  db.requests.unshift(
    buildRequest({
      id: job.id,
      title: job.title,
      description_html: `<p>${job.description}</p>`,
      client: summaryOf(findUser(db, 'user-grace')),
      budget_min_cents: job.budgetCents[0],
      budget_max_cents: job.budgetCents[1],
    }),
  );
}

/** Fills the make-proposal form with one milestone of the whole price, sends it, and waits for "Proposal sent". */
export async function sendProposal(
  canvas: ReturnType<typeof within>,
  proposal: { price: string; days: string; milestone: string; due: string },
) {
  await userEvent.type(await canvas.findByLabelText(/^Price/, {}, { timeout: 10_000 }), proposal.price);
  await userEvent.type(canvas.getByLabelText(/^Duration in days/), proposal.days);
  await userEvent.type(canvas.getByLabelText('Title of milestone 1'), proposal.milestone);
  await userEvent.type(canvas.getByLabelText('Amount of milestone 1'), proposal.price);
  await userEvent.type(canvas.getByLabelText('Due date of milestone 1'), proposal.due);
  await userEvent.click(canvas.getByRole('button', { name: 'Send proposal' }));
  await expect(
    await canvas.findByRole('heading', { name: 'Proposal sent' }, { timeout: 10_000 }),
  ).toBeVisible();
}
