import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../i18n/i18n.ts';
import { LazyToasts } from './LazyToasts.tsx';
import { queryClient } from './queryClient.ts';
import { cssVariablesResolver, localizedTheme } from './theme.ts';

/**
 * Theme, toasts, translations and the query cache: what the login page needs too. The dialogs' provider
 * and the dates' settings are the signed-in app's (SignedInProviders), so the login page's code carries
 * neither.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <MantineProvider
          theme={localizedTheme()}
          cssVariablesResolver={cssVariablesResolver}
          defaultColorScheme="light"
        >
          <LazyToasts />
          {children}
        </MantineProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
