import { em } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';

/**
 * A phone-sized screen (under Mantine's `sm` breakpoint, 768 px): the booking editor goes full screen,
 * its stepper names only the current step and its bottom bar's arrows lose their words; the bookings
 * list and the leisure month change their layout the same way.
 */
export function usePhone(): boolean {
  return useMediaQuery(`(max-width: ${em(767)})`) ?? false;
}
