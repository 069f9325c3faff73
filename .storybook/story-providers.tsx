import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';

import { createApiClient, type Tokens } from '@lancer/api/client';
import { getMockDb } from '@lancer/api/mocks/db/store';
import { mockTokensOf } from '@lancer/api/mocks/factories/signin';
import { ApiClientProvider } from '@lancer/api/react/api-client-context';
import { createI18n } from '@lancer/features/i18n/create-i18n';
import { AppLinkProvider, type AppLinkProps } from '@lancer/features/navigation/app-link';
import { resources, type Language } from '@lancer/features/i18n/resources';
import { UiTextsFromI18n } from '@lancer/features/shell/ui-texts';

import { setStoryQueryClient } from './story-queries';

type StoryProvidersProps = { language: Language; theme: 'light' | 'dark'; children: ReactNode };

/** A fresh query client and i18n instance per story: no cache or language leaks between stories. */
export function StoryProviders({ language, theme, children }: StoryProvidersProps) {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } }),
  );
  const [i18n] = useState(() => createI18n({ language, resources }));
  const [apiClient] = useState(() => createStoryApiClient());
  setStoryQueryClient(queryClient);
  useEffect(() => {
    void i18n.changeLanguage(language);
    document.documentElement.lang = language === 'zh' ? 'zh-CN' : 'en';
    // Both ways: with neither class the page follows the system's preference (decision 1900).
    document.documentElement.classList.toggle('dark', theme === 'dark');
    document.documentElement.classList.toggle('light', theme !== 'dark');
  }, [i18n, language, theme]);
  return (
    <ApiClientProvider client={apiClient}>
      <QueryClientProvider client={queryClient}>
        <I18nextProvider i18n={i18n}>
          <UiTextsFromI18n>
            <AppLinkProvider value={StoryLink}>{children}</AppLinkProvider>
          </UiTextsFromI18n>
        </I18nextProvider>
      </QueryClientProvider>
    </ApiClientProvider>
  );
}

/**
 * The real client against the story's MSW handlers, signed in as the mock store's story user
 * (`defaultUserId`, read at each call: a story may switch it) until it signs in as someone else or
 * out. The mocks answer a user call without a token 401, as the server does.
 */
function createStoryApiClient() {
  let tokens: Tokens | 'story user' | null = 'story user';
  return createApiClient({
    baseUrl: '',
    getTokens: () => (tokens === 'story user' ? mockTokensOf(getMockDb().defaultUserId) : tokens),
    setTokens: (result) => {
      tokens = { access_token: result.access_token, refresh_token: result.refresh_token };
    },
    onLogout: () => {
      tokens = null;
    },
  });
}

/**
 * A real anchor (its href is what a play asserts, decision 1150) that stays in the story on a plain
 * click: leaving would unload the story's iframe mid-play. Modified clicks behave as in the app.
 */
function StoryLink({ to, onClick, ...props }: AppLinkProps) {
  return (
    <a
      href={to}
      {...props}
      onClick={(event) => {
        onClick?.(event);
        const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
        if (!event.defaultPrevented && event.button === 0 && !modified) event.preventDefault();
      }}
    />
  );
}
