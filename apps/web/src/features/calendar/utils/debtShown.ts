/** Room a bar keeps for its guest's name before the debt is drawn in full beside it. */
const nameRoom = 72;
/** The bar's own padding and the gap before the badge. */
const barChrome = 16;
/** About how wide one character of the badge's 12 px bold digits is, and the badge's own padding. */
const charWidth = 7.5;
const badgePadding = 10;

/** The '₸' mark and the few letters of a name that must fit beside it. */
const markRoom = 16 + 24;

/**
 * How a bar shows what a checked-in guest owes (issue 28, item 10): the whole amount ('−105 000 ₸')
 * when it fits beside the guest's name, else a '₸' mark, and on a sliver of a bar (the last hours of a
 * stay) a red edge; the bar's hover and label always carry the amount. A short bar shows the name first
 * and never a cut number such as '−105'.
 */
export function debtShown(barWidth: number, amountText: string): 'amount' | 'mark' | 'edge' {
  const badge = (amountText.length + 1) * charWidth + badgePadding;
  if (barWidth - barChrome - badge >= nameRoom) return 'amount';
  return barWidth - barChrome >= markRoom ? 'mark' : 'edge';
}
