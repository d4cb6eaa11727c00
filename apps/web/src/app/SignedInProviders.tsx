import '@mantine/dates/styles.css';
import 'dayjs/locale/ru';
import '../i18n/appStrings.ts';
import { DatesProvider } from '@mantine/dates';
import { ModalsProvider } from '@mantine/modals';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';

dayjs.locale('ru');

/**
 * What only the signed-in screens use: their texts (appStrings.ts), the dates' settings (Russian, week
 * from Monday) and the confirmation dialogs. Loaded with the signed-in layout, not with the login page.
 */
export function SignedInProviders({ children }: { children: ReactNode }) {
  return (
    <DatesProvider settings={{ locale: 'ru', firstDayOfWeek: 1, weekendDays: [0, 6] }}>
      <ModalsProvider>{children}</ModalsProvider>
    </DatesProvider>
  );
}
