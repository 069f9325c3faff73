/**
 * The response headers every page of the web app is served with (decision 0701). One list: the
 * `vite preview` server sends it (vite.config.ts), and the build writes it to
 * `dist/security-headers.json` ({ "<header>": "<value>" }) for the production server to apply.
 *
 * The Content-Security-Policy allows no inline script and no eval: the built pages load their
 * scripts from this origin only (the prerendered pages included). Styles may be inline (React
 * style props and the UI library's positioning write them); images also from data: and blob:
 * (photo previews and crops). Trusted Types are enforced: HTML reaches a page only through
 * DOMPurify (decision 0718).
 */
const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  // Trusted Types enforced (decision 0718): no string reaches an HTML or script sink. The policies
  // allowed: DOMPurify's own (sanitised HTML), the default one (text without markup only),
  // ProseMirror's clipboard (pasted HTML parsed in a detached document, which runs nothing) and the
  // dev box's worker address.
  "require-trusted-types-for 'script'",
  'trusted-types dompurify default ProseMirrorClipboard lancer-dev-box-worker',
].join('; ');

export const securityHeaders: Readonly<Record<string, string>> = {
  'Content-Security-Policy': contentSecurityPolicy,
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
};

/** Where the build writes the list, relative to the web app's dist folder. */
export const SECURITY_HEADERS_FILE = 'security-headers.json';

/**
 * The dev box runs a visitor's snippet with eval inside its own worker (LAB-DEV-BOX-SANDBOX), which
 * the page's policy forbids. That one script gets a policy of its own: eval allowed, and nothing
 * else: no network, no fetch, no images (everything but scripts of this origin falls to 'none').
 * Written to `dist/sandbox-worker-headers.json` ({ pattern, headers }) for the production server.
 */
export const sandboxWorker = {
  pattern: '^/assets/dev-box-worker-[\\w-]+\\.js$',
  headers: {
    ...securityHeaders,
    'Content-Security-Policy': "default-src 'none'; script-src 'self' 'unsafe-eval'",
  },
};
export const SANDBOX_WORKER_HEADERS_FILE = 'sandbox-worker-headers.json';
