import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../i18n/i18n.ts';
import { queryClient } from './queryClient.ts';
import { cssVariablesResolver, localizedTheme } from './theme.ts';

/** Theme, dates (Russian, week from Monday), dialogs, toasts, translations and the query cache. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <MantineProvider
          theme={localizedTheme()}
          cssVariablesResolver={cssVariablesResolver}
          defaultColorScheme="light"
        >
          <DatesProvider settings={{ locale: 'ru', firstDayOfWeek: 1, weekendDays: [0, 6] }}>
            <ModalsProvider>
              {/* Bottom centre: the open editor keeps its totals and close button (top right) and its
                  buttons (bottom corners) in sight while a toast is shown. */}
              <Notifications position="bottom-center" containerWidth={400} limit={4} />
              {children}
            </ModalsProvider>
          </DatesProvider>
        </MantineProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
