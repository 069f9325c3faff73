import { dehydrate, QueryClient } from '@tanstack/react-query';

import type { ApiClient } from '@lancer/api/client';
import { fetchPublicProfileQueryOptions } from '@lancer/api/review/fetch-public-profile';
import type { PublicProfile } from '@lancer/api/schemas/review';
import { prefetchProviderProfile } from '@lancer/features/hire/provider-profile/provider-profile';
import type { Language } from '@lancer/features/i18n/resources';
import { setServerHtmlSanitizer, type ServerHtmlSanitizer } from '@lancer/ui/lib/sanitize-html';

import { paths } from './config/paths';
import { prerender } from './prerender';
import { composePage } from './prerender-page';
import { providerProfileHead } from './provider-profile-head';

export type ProviderProfilePageInput = {
  /** The built index.html. */
  template: string;
  language: Language;
  /** The web app's public origin (WEB_URL): the canonical address and the photo's. */
  origin: string;
  flid: string;
  /** The API's own answers to the profile's calls (its services, no HTTP); throws on a 404. */
  call: ApiClient['call'];
  /** The server's sanitiser of an allow-list (sanitize-html): DOMPurify needs a DOM. */
  sanitizeHtml: ServerHtmlSanitizer;
};

/**
 * A provider's public profile as a whole HTML page (built into `<dist>/server/render-profile.js`
 * for the API to import: apps/server/src/review/profile-page.ts), rendered by the API on each request with the
 * app's own components (decision 1330): the markup, `lang`, title, description, canonical link,
 * Open Graph and JSON-LD in the head, and the answers it was rendered with, so the browser hydrates
 * it without asking again.
 */
export async function renderProviderProfilePage(input: ProviderProfilePageInput): Promise<string> {
  setServerHtmlSanitizer(input.sanitizeHtml);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const client = { call: input.call };
  await prefetchProviderProfile(queryClient, client, input.flid);
  const profile = queryClient.getQueryData<PublicProfile>(
    fetchPublicProfileQueryOptions(client as ApiClient, { flid: input.flid }).queryKey,
  )!;
  const queries = dehydrate(queryClient);
  const href = paths.providerProfile.getHref(input.flid);
  const rendered = await prerender(href, input.language, { initialQueries: queries });
  const origin = input.origin.replace(/\/$/, '');
  const meta = rendered.meta ?? { title: profile.user.flid, description: '' };
  return composePage(input.template, {
    ...rendered,
    language: input.language,
    queries,
    head: providerProfileHead(profile, { url: origin + href, origin, meta, language: input.language }),
  });
}
