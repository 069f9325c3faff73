import { readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * The import direction of docs/conventions.md ("Imports go one way"), as lint rules that say why:
 *   ui <- features <- web;  api <- features, web, server.
 */
const noMocks = {
  group: ['@lancer/api/mocks/*', '**/mocks/**'],
  message: 'Mocks (MSW) are for stories and tests only; production code must call the real API.',
};
const noApps = {
  group: ['@lancer/web', '@lancer/web/*', '@lancer/server', '@lancer/server/*'],
  message: 'features never import apps: the apps compose features.',
};
const noRouterOrStore = {
  group: ['react-router', 'react-router-dom', 'zustand'],
  message:
    'Screens receive navigation callbacks and the current user as props; routing and stores live in apps/web.',
};
// `*-story-setups.ts`: setups shared by one folder's stories (imported by stories only).
const storiesAndTests = ['**/*.stories.tsx', '**/*.test.{ts,tsx}', '**/*-story-setups.ts'];

const restrict = (files, patterns, ignores = []) => ({
  files,
  ignores,
  rules: { 'no-restricted-imports': ['error', { patterns }] },
});

const featuresSrc = path.resolve(import.meta.dirname, '../../packages/features/src');
/** What every feature folder may import: the shared folders of packages/features/src. */
const sharedFeatureFolders = ['components', 'lib', 'navigation', 'i18n', 'locales'];
/** Every other folder of packages/features/src is one domain's screens (a feature folder). */
export const featureFolders = readdirSync(featuresSrc, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !sharedFeatureFolders.includes(entry.name))
  .map((entry) => entry.name)
  .sort();

/**
 * A feature folder imports only itself and the shared folders; the shared folders import no
 * feature folder. What two domains use is moved to components/ or lib/ (issue 52).
 */
const featureZones = {
  files: ['packages/features/src/**'],
  rules: {
    'import-x/no-restricted-paths': [
      'error',
      {
        zones: [
          ...featureFolders.map((folder) => ({
            target: path.join(featuresSrc, folder),
            from: featuresSrc,
            except: [folder, ...sharedFeatureFolders].map((allowed) => `./${allowed}`),
            message: `${folder}/ imports only itself, ${sharedFeatureFolders.join('/, ')}/: move what two domains use to components/ or lib/.`,
          })),
          {
            target: sharedFeatureFolders.map((folder) => path.join(featuresSrc, folder)),
            from: featureFolders.map((folder) => path.join(featuresSrc, folder)),
            message: 'The shared folders of packages/features/src import no feature folder.',
          },
        ],
      },
    ],
  },
};

export const boundaryRules = [
  featureZones,
  restrict(
    ['packages/ui/src/**'],
    [
      {
        group: ['@lancer/*'],
        message:
          'packages/ui is the design system: it knows nothing of the domain and imports no workspace package.',
      },
      {
        group: ['react-router', 'react-router-dom', '@tanstack/*', 'zustand', 'zustand/*'],
        message: 'packages/ui imports no router, query library or store: pass data and callbacks as props.',
      },
    ],
  ),
  restrict(
    ['packages/api/src/**'],
    [
      {
        group: ['@lancer/*'],
        message: 'packages/api is the contract: it imports no workspace package (the others import it).',
      },
      {
        group: ['react-dom', 'react-dom/*', '*.tsx'],
        message: 'packages/api holds no React components (hooks are fine).',
      },
    ],
  ),
  // Stories and tests of features may use the mocks; nothing in features may import the apps.
  restrict(['packages/features/src/**'], [noApps, noRouterOrStore]),
  restrict(['packages/features/src/**'], [noMocks, noApps, noRouterOrStore], storiesAndTests),
  restrict(
    ['apps/web/src/**'],
    [
      noMocks,
      {
        group: ['@lancer/server', '@lancer/server/*'],
        message: 'The web app talks to the server over HTTP only.',
      },
    ],
    ['apps/web/src/mocks/**', ...storiesAndTests],
  ),
  restrict(
    ['apps/server/src/**', 'apps/server/test/**'],
    [
      {
        group: [
          '@lancer/ui',
          '@lancer/ui/*',
          '@lancer/features',
          '@lancer/features/*',
          '@lancer/web',
          '@lancer/web/*',
        ],
        message: 'The server imports only the contract (packages/api schemas), never React code.',
      },
      {
        group: ['@lancer/api/mocks/*', '@lancer/api/react/*', '@lancer/api/user/*', '@lancer/api/chat/*'],
        message:
          'The server imports only the contract of packages/api (contract, schemas, constants, errors, states).',
      },
    ],
  ),
];
