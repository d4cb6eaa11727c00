import { em } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';

/**
 * A phone-sized screen (under Mantine's `sm` breakpoint, 768 px): the editor goes full screen, the
 * stepper names only the current step, and the bottom bar's arrows lose their words.
 */
export function usePhone(): boolean {
  return useMediaQuery(`(max-width: ${em(767)})`) ?? false;
}
