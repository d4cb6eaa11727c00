import { createTheme, mergeThemeOverrides, PasswordInput } from '@mantine/core';
import { i18n } from '../i18n/i18n.ts';

/** A calm, professional look for a staff tool: teal accents, medium radius, system fonts. */
export const theme = createTheme({
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
  },
});

let localized: ReturnType<typeof createTheme> | undefined;

/**
 * The theme with the texts Mantine itself would say in English (the password eye's screen-reader
 * label), taken from the translations once they are loaded.
 */
export function localizedTheme() {
  localized ??= mergeThemeOverrides(
    theme,
    createTheme({
      components: {
        PasswordInput: PasswordInput.extend({
          defaultProps: { visibilityToggleButtonProps: { 'aria-label': i18n.t('common.togglePassword') } },
        }),
      },
    }),
  );
  return localized;
}
