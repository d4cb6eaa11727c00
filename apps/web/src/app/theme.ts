import {
  type CSSVariablesResolver,
  createTheme,
  DEFAULT_THEME,
  type DrawerProps,
  type MantineColorsTuple,
  type ModalProps,
  mergeThemeOverrides,
  type NotificationProps,
  type PasswordInputProps,
} from '@mantine/core';
import type { DateInputProps, DatePickerInputProps, DatePickerProps } from '@mantine/dates';
import { i18n } from '../i18n/i18n.ts';
import { AA_TEXT, darkenTo, textSafePalette } from '../ui/contrast.ts';

/** The app's background (AppLayout, the login page): the lightest grey. */
const pageBackground = DEFAULT_THEME.colors.gray[0];

/**
 * Every Mantine palette with its dark shades made dark enough for text (WCAG 2.2 AA, issue 30): the
 * teal of the filled buttons was #0ca678, 3.1:1 under white text; now #087f5b-dark. The light shades,
 * the calendar's tints, stay Mantine's.
 */
const safe: Record<string, string[]> = Object.fromEntries(
  Object.entries(DEFAULT_THEME.colors)
    .filter(([name]) => name !== 'dark')
    .map(([name, palette]) => [name, textSafePalette(palette, pageBackground)]),
);
// Mantine writes error messages and the date pickers' weekends in red.6 (#fa5252, 3.3:1 on white).
const red = safe.red as string[];
red[6] = darkenTo(red[6] as string, pageBackground, AA_TEXT);
const colors = safe as unknown as Record<string, MantineColorsTuple>;

/**
 * Secondary ('dimmed') text and placeholders in a grey that reads at AA on every background they stand on,
 * down to the tables' header grey (gray.2); Mantine's gray.6 and gray.5 were 3.3:1 and 2.1:1 on white.
 */
export const quietText = darkenTo(DEFAULT_THEME.colors.gray[6], DEFAULT_THEME.colors.gray[2], AA_TEXT);

export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': quietText, '--mantine-color-placeholder': quietText },
  dark: {},
});

/** A calm, professional look for a staff tool: teal accents, medium radius, system fonts. */
export const theme = createTheme({
  colors,
  primaryColor: 'teal',
  primaryShade: 7,
  defaultRadius: 'md',
  fontFamily:
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '600' },
  cursorType: 'pointer',
  // A person who asked their system for less motion gets dialogs and menus without their slide and fade.
  respectReducedMotion: true,
  components: {
    Modal: {
      defaultProps: { centered: true, overlayProps: { backgroundOpacity: 0.4, blur: 2 } },
      styles: { title: { fontWeight: 600, fontSize: 'var(--mantine-font-size-lg)' } },
    },
    Tooltip: { defaultProps: { openDelay: 300 } },
    // Mantine's focus placeholder, a presentational div that takes focus, is no child a menu may have
    // (axe, critical): an opened menu focuses its first item instead.
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
  },
});

let localized: ReturnType<typeof createTheme> | undefined;

/** What a calendar's arrows do, for a screen reader. */
const calendarArrows = () => ({
  previousMonth: i18n.t('common.dates.previousMonth'),
  nextMonth: i18n.t('common.dates.nextMonth'),
  previousYear: i18n.t('common.dates.previousYear'),
  nextYear: i18n.t('common.dates.nextYear'),
  previousDecade: i18n.t('common.dates.previousDecade'),
  nextDecade: i18n.t('common.dates.nextDecade'),
});

const closeLabel = () => ({ 'aria-label': i18n.t('common.close') });

/**
 * The theme with the texts Mantine itself would say in English or not at all (the password eye's and the
 * close crosses' screen-reader labels), taken from the translations once they are loaded. The components
 * are named, not imported (`Modal.extend` would import the dialog, the date pickers and floating-ui into
 * the login page's code); `satisfies` keeps their props checked.
 */
export function localizedTheme() {
  localized ??= mergeThemeOverrides(
    theme,
    createTheme({
      components: {
        PasswordInput: {
          defaultProps: {
            visibilityToggleButtonProps: { 'aria-label': i18n.t('common.togglePassword') },
          } satisfies Partial<PasswordInputProps>,
        },
        // The close crosses are icons: a screen reader hears what they do (issue 30).
        Modal: { defaultProps: { closeButtonProps: closeLabel() } satisfies Partial<ModalProps> },
        Drawer: { defaultProps: { closeButtonProps: closeLabel() } satisfies Partial<DrawerProps> },
        Notification: {
          defaultProps: { closeButtonProps: closeLabel() } satisfies Partial<NotificationProps>,
        },
        // The calendars' arrows too (the month's own button keeps its visible name); the neighbouring
        // months' days, drawn half-transparent at 2:1, are left out.
        DatePicker: {
          defaultProps: {
            ariaLabels: calendarArrows(),
            hideOutsideDates: true,
          } satisfies Partial<DatePickerProps>,
        },
        DatePickerInput: {
          defaultProps: {
            ariaLabels: calendarArrows(),
            hideOutsideDates: true,
          } satisfies Partial<DatePickerInputProps>,
        },
        DateInput: {
          defaultProps: {
            ariaLabels: calendarArrows(),
            hideOutsideDates: true,
          } satisfies Partial<DateInputProps>,
        },
      },
    }),
  );
  return localized;
}
