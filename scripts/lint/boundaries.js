/**
 * The import direction of DESIGN.md section 2, as lint rules that say why:
 *   ui <- features <- web;  api <- features, web, server.
 */
const rule = (files, patterns) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { patterns }] },
});

const noMocks = {
  group: ['@lancer/api/mocks/*', '**/mocks/**'],
  message: 'Mocks (MSW) are for stories and tests only; production code must call the real API.',
};

export const boundaryRules = [
  rule(['packages/ui/src/**'], [
    {
      group: ['@lancer/*'],
      message: 'packages/ui is the design system: it knows nothing of the domain and imports no workspace package.',
    },
    {
      group: ['react-router', 'react-router-dom', '@tanstack/*', 'zustand', 'zustand/*'],
      message: 'packages/ui imports no router, query library or store: pass data and callbacks as props.',
    },
  ]),
  rule(['packages/api/src/**'], [
    {
      group: ['@lancer/*'],
      message: 'packages/api is the contract: it imports no workspace package (the others import it).',
    },
    { group: ['react-dom', 'react-dom/*', '*.tsx'], message: 'packages/api holds no React components (hooks are fine).' },
  ]),
  rule(['packages/features/src/**'], [
    { group: ['@lancer/web', '@lancer/web/*', '@lancer/server', '@lancer/server/*'], message: 'features never import apps: the apps compose features.' },
    { group: ['react-router', 'react-router-dom', 'zustand'], message: 'Screens receive navigation callbacks and the current user as props; routing and stores live in apps/web.' },
  ]),
  {
    files: ['packages/features/src/**'],
    ignores: ['**/*.stories.tsx', '**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noMocks, { group: ['@lancer/web', '@lancer/web/*', '@lancer/server', '@lancer/server/*'], message: 'features never import apps: the apps compose features.' }, { group: ['react-router', 'react-router-dom', 'zustand'], message: 'Screens receive navigation callbacks and the current user as props; routing and stores live in apps/web.' }] }] },
  },
  {
    files: ['apps/web/src/**'],
    ignores: ['apps/web/src/mocks/**', '**/*.stories.tsx', '**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noMocks, { group: ['@lancer/server', '@lancer/server/*'], message: 'The web app talks to the server over HTTP only.' }] }] },
  },
  rule(['apps/server/src/**', 'apps/server/test/**'], [
    { group: ['@lancer/ui', '@lancer/ui/*', '@lancer/features', '@lancer/features/*', '@lancer/web', '@lancer/web/*'], message: 'The server imports only the contract (packages/api schemas), never React code.' },
    { group: ['@lancer/api/mocks/*', '@lancer/api/*-hooks', '@lancer/api/hooks/*'], message: 'The server imports only the contract schemas of packages/api.' },
  ]),
];
