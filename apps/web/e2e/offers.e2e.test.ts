import { fetchTimesheet } from '@lancer/api/contract/hourly';
import { fetchNotifications } from '@lancer/api/contract/notification';
import { fetchOffer } from '@lancer/api/contract/offer';
import { afterAll, describe, expect, it } from 'vitest';

import { apiClientFor } from './api-client';
import { closePages, recordPageProblems, waitForApp } from './browser';
import { webUrl } from './server';
import { signInAs } from './signin-helpers';

afterAll(closePages);

const shot = (name: string) => `test-results/e2e/offers-${name}.png`;

describe('direct offers against the real server (decision 2202)', () => {
  // proves: OFFER-STATES
  it("the client sends Ada an hourly offer from her profile, Ada asks for a change, the client revises, Ada accepts, and the project's hours page opens at the agreed rate and limit", async () => {
    const grace = await apiClientFor('client@lancer.test');
    const ada = await apiClientFor('ada@lancer.test');
    const title = `E2E: dashboard upkeep ${Date.now().toString(36)}`;

    // The client, on Ada's public profile: Send an offer, hourly, $85 an hour, 20 h a week.
    const client = await signInAs('client@lancer.test');
    await client.goto(new URL('/providers/ada', webUrl()).toString());
    await waitForApp(client);
    const clientProblems = recordPageProblems(client);
    // The profile is served rendered for a guest; once the app knows who is signed in, the link
    // leads to the form itself rather than through sign-in.
    const send = client.getByRole('link', { name: 'Send an offer to Ada Lovelace' });
    await expect
      .poll(() => send.getAttribute('href'), { timeout: 10_000 })
      .toMatch(/^\/offers\/new\?provider_id=/);
    await send.click();
    await client.getByRole('heading', { name: 'Send an offer to Ada Lovelace' }).waitFor();
    await client.getByLabel('Offer title').fill(title);
    await client.getByLabel('Description').fill('Keep the sales dashboard fast and its numbers right.');
    await client.getByRole('radio', { name: 'Hourly' }).check();
    await client.getByLabel(/^Hourly rate/).fill('85');
    await client.getByLabel(/^Weekly limit/).fill('20');
    await client.screenshot({ path: shot('send'), fullPage: true });
    await client.getByRole('button', { name: 'Send offer' }).click();
    await client.waitForURL(/\/offers\/(?!new)[^/?]+$/);
    const offerId = client.url().split('/').pop()!;
    await client.getByText('Waiting for Ada Lovelace to answer.').waitFor();

    // Ada is told, and asks for 25 hours a week.
    const told = await ada.call(fetchNotifications, { query: { kind: 'offer_received' } });
    expect(told.items.some((item) => item.subject.offer_id === offerId)).toBe(true);
    const provider = await signInAs('ada@lancer.test', { at: `/offers/${offerId}` });
    const providerProblems = recordPageProblems(provider);
    await provider.getByRole('heading', { name: title }).waitFor();
    await provider.getByText(/\$85(\.00)?\/hour, up to 20 hours a week/).waitFor();
    await provider.getByRole('button', { name: 'Ask for changes' }).click();
    const ask = provider.getByRole('dialog', { name: 'Ask for changes' });
    await ask.getByLabel('What should change').fill('Could we make it 25 hours a week?');
    await ask.getByRole('button', { name: 'Send the request' }).click();
    await provider.getByText('Could we make it 25 hours a week?').first().waitFor();
    await expect(provider.getByRole('button', { name: 'Accept offer' }).count()).resolves.toBe(0);

    // The client revises: 25 hours, with a note.
    await client.reload();
    await client.getByText('Could we make it 25 hours a week?').first().waitFor();
    await client.getByRole('link', { name: 'Revise offer' }).click();
    await client.getByRole('heading', { name: 'Revise your offer to Ada Lovelace' }).waitFor();
    await expect(client.getByLabel('Offer title').inputValue()).resolves.toBe(title);
    await client.getByLabel(/^Weekly limit/).fill('25');
    await client.getByLabel('Note to Ada Lovelace').fill('25 hours it is.');
    await client.getByRole('button', { name: 'Send revised offer' }).click();
    await client.waitForURL(new RegExp(`/offers/${offerId}$`));
    await client.getByText('Revised offer · version 2').waitFor();

    // Ada reads version 2 and accepts it: the project's hours page opens at $85 and 25 h a week.
    await provider.reload();
    await provider.getByText(/\$85(\.00)?\/hour, up to 25 hours a week/).waitFor();
    await provider.getByText('25 hours it is.').first().waitFor();
    await provider.getByRole('button', { name: 'Accept offer' }).click();
    await provider.waitForURL(/\/project-hours\/[^/]+$/);
    await provider.getByText(/\$85(\.00)? an hour · up to 25 h a week/).waitFor();
    await provider.screenshot({ path: shot('hours'), fullPage: true });

    const accepted = await grace.call(fetchOffer, { query: { offer_id: offerId } });
    expect(accepted).toMatchObject({ status: 'ACCEPTED', revision: 2 });
    const projectId = provider.url().split('/').pop()!;
    expect(accepted.project_id).toBe(projectId);
    const week = await grace.call(fetchTimesheet, { query: { project_id: projectId } });
    expect(week).toMatchObject({ rate_cents: 8_500, weekly_limit_hours: 25 });
    const news = await grace.call(fetchNotifications, { query: { kind: 'offer_accepted' } });
    expect(news.items.find((item) => item.subject.offer_id === offerId)?.subject.project_id).toBe(projectId);
    expect(clientProblems).toEqual([]);
    expect(providerProblems).toEqual([]);
  });
});
