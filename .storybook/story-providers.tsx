import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';

import { createI18n } from '@lancer/features/i18n/create-i18n';
import type { Language } from '@lancer/features/i18n/resources';

type StoryProvidersProps = { language: Language; theme: 'light' | 'dark'; children: ReactNode };

/** A fresh query client and i18n instance per story: no cache or language leaks between stories. */
export function StoryProviders({ language, theme, children }: StoryProvidersProps) {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } }),
  );
  const [i18n] = useState(() => createI18n(language));
  useEffect(() => {
    void i18n.changeLanguage(language);
    document.documentElement.lang = language === 'zh' ? 'zh-CN' : 'en';
    document.documentElement.classList.toggle('dark', theme === 'dark');
  }, [i18n, language, theme]);
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
    </QueryClientProvider>
  );
}
