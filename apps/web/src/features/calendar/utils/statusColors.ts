import { AA_TEXT, darkenTo } from '../../../ui/contrast.ts';

/** A bar's colour under white text, darkened as little as reads at AA (issue 30: #339af0 was 3:1). */
const underWhite = (bg: string) => ({ bg: darkenTo(bg, '#ffffff', AA_TEXT), fg: '#ffffff' });

/** Bar colours per item status; each status has its own so the legend can tell them apart. */
export const statusColors: Record<string, { bg: string; fg: string }> = {
  new: { bg: '#ced4da', fg: '#212529' },
  reserved: { bg: '#fcc419', fg: '#212529' },
  booked: underWhite('#339af0'),
  check_in: underWhite('#40c057'),
  check_out: underWhite('#9775fa'),
  repair: underWhite('#fa5252'),
  block: { bg: '#495057', fg: '#ffffff' },
  time: underWhite('#15aabf'),
};
