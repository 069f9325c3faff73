import type { TestApp } from './test-app';

/**
 * Follows a sandbox link as its page's button does (decision 1001): the GET shows the page, the
 * POST of its token confirms. Answers the POST.
 */
export async function confirmSandboxLink(app: TestApp, link: string) {
  const url = new URL(link);
  const page = await app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
  if (page.statusCode !== 200) throw new Error(`${url.pathname} -> ${page.statusCode} ${page.body}`);
  return app.inject({
    method: 'POST',
    url: url.pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ token: url.searchParams.get('token') ?? '' }).toString(),
  });
}
