/** Bar colours per item status; each status has its own so the legend can tell them apart. */
export const statusColors: Record<string, { bg: string; fg: string }> = {
  new: { bg: '#ced4da', fg: '#212529' },
  reserved: { bg: '#fcc419', fg: '#212529' },
  booked: { bg: '#339af0', fg: '#ffffff' },
  check_in: { bg: '#40c057', fg: '#ffffff' },
  check_out: { bg: '#9775fa', fg: '#ffffff' },
  repair: { bg: '#fa5252', fg: '#ffffff' },
  block: { bg: '#495057', fg: '#ffffff' },
  time: { bg: '#15aabf', fg: '#ffffff' },
};
