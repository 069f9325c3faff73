/** The sandbox's own small pages: plain HTML, no script, no style, so they work under any CSP. */

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

type SandboxForm = { action: string; token: string; button: string };

export type SandboxPage = {
  title: string;
  paragraphs: string[];
  /** A form that POSTs the token back to the same path, with its one button. */
  confirm?: SandboxForm;
  /** A second form: the card declined, as a test card makes a real checkout fail (decision 1233). */
  decline?: SandboxForm;
  link?: { href: string; text: string };
};

export function renderSandboxPage(page: SandboxPage) {
  const paragraphs = page.paragraphs.map((text) => `<p>${escapeHtml(text)}</p>`).join('\n    ');
  const form = [page.confirm, page.decline]
    .flatMap((one) =>
      one
        ? [
            `<form method="post" action="${escapeHtml(one.action)}">
      <input type="hidden" name="token" value="${escapeHtml(one.token)}">
      <button type="submit">${escapeHtml(one.button)}</button>
    </form>`,
          ]
        : [],
    )
    .join('\n    ');
  const link = page.link
    ? `<p><a href="${escapeHtml(page.link.href)}">${escapeHtml(page.link.text)}</a></p>`
    : '';
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="robots" content="noindex">
    <title>${escapeHtml(page.title)}</title>
  </head>
  <body>
    <main>
    <h1>${escapeHtml(page.title)}</h1>
    ${paragraphs}
    ${form}
    ${link}
    </main>
  </body>
</html>
`;
}

/**
 * The pages' own policy: nothing may load or run; the form may post here and its answer may send
 * the browser on to the web app (a form's redirect is checked against form-action too).
 */
export function sandboxPagePolicy(webUrl: string) {
  return [
    "default-src 'none'",
    `form-action 'self' ${new URL(webUrl).origin}`,
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** An amount in the currency's own digits (JPY has none, KWD three). */
export function formatSandboxAmount(amountCents: number, currency: string) {
  const format = new Intl.NumberFormat('en', { style: 'currency', currency: currency.toUpperCase() });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(amountCents / 10 ** digits);
}
