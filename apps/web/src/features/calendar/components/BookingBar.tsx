import { Popover, UnstyledButton } from '@mantine/core';
import { IconHourglassLow } from '@tabler/icons-react';
import { memo } from 'react';
import { formatMoney } from '../../../ui/formatMoney.ts';
import { useBarDrag } from '../hooks/useBarDrag.ts';
import { useOpenPopover } from '../hooks/useOpenPopover.ts';
import type { CalendarItem } from '../types/calendarTypes.ts';
import type { MoveDrop } from '../types/moveDrop.ts';
import { debtShown } from '../utils/debtShown.ts';
import type { DropVerdict } from '../utils/dropVerdict.ts';
import { formatInstant } from '../utils/formatInstant.ts';
import { formatStay } from '../utils/formatStay.ts';
import type { GridText } from '../utils/gridText.ts';
import { itemStatusKey } from '../utils/itemStatusKey.ts';
import { barKey, isEarlierLeg, legRooms, stayDates } from '../utils/legBar.ts';
import { statusColors } from '../utils/statusColors.ts';
import { BookingTooltip } from './BookingTooltip.tsx';
import classes from './gridCells.module.css';

interface BookingBarProps {
  item: CalendarItem;
  left: number;
  width: number;
  top: number;
  height: number;
  timeZone: string;
  onOpen: (item: CalendarItem) => void;
  dayWidth: number;
  /** Set for bars that can be dragged to another room or dates. */
  onDrop?: (drop: MoveDrop) => void;
  /** What a drop would land on, for the outline drawn while dragging (issue 28, item 5). */
  judgeDrop?: (drop: MoveDrop) => DropVerdict;
  /** The grid's words, resolved once for all bars. */
  text: GridText;
}

/**
 * UnstyledButton's own classes on a plain button: the same look and focus ring, without a styled
 * component (its Box, theme and style resolution) for each of the hundreds of bars a scroll mounts.
 */
const barClass = `mantine-focus-auto ${UnstyledButton.classes.root} mantine-UnstyledButton-root ${classes.bar}`;

const verdictColors: Record<DropVerdict, string> = {
  free: 'var(--mantine-color-green-7)',
  taken: 'var(--mantine-color-red-7)',
  crowded: 'var(--mantine-color-orange-7)',
};
const foreignBlockBackground = 'repeating-linear-gradient(135deg, #ffd8a8 0 6px, #fff4e6 6px 12px)';
/** A room the guest already left: its status colour under light stripes, as lived-in history. */
const earlierLegBackground = (bg: string) =>
  `repeating-linear-gradient(135deg, rgba(255,255,255,0.45) 0 4px, transparent 4px 10px), ${bg}`;

/**
 * One hold drawn on the timeline. A booking opens its details in a popover; a repair or a block opens
 * its own dialog straight away.
 */
export const BookingBar = memo(function BookingBar({
  item,
  left,
  width,
  top,
  height,
  timeZone,
  onOpen,
  dayWidth,
  onDrop,
  judgeDrop,
  text,
}: BookingBarProps) {
  const statusLabel = text.status;
  // One popover at a time across the calendar; Escape closes it (useOpenPopover).
  const [opened, setOpened] = useOpenPopover(item.kind === 'booking' ? barKey(item) : '');
  const drag = useBarDrag(item, dayWidth, onDrop);
  const colors = statusColors[itemStatusKey(item)] ?? statusColors.new ?? { bg: '#ccc', fg: '#000' };
  // A channel's block that is not the property's own (issue 28, item 8): hatched, and named as foreign.
  const foreign = item.kind === 'block' && item.is_own === false;
  const label =
    item.kind === 'repair'
      ? text.repair
      : item.kind === 'block'
        ? [foreign ? text.foreignBlockBar : text.block, item.source].filter(Boolean).join(' · ')
        : item.client || statusLabel(item);
  // A stay with a mid-stay move (issue 28, item 3): each room's bar names the move; a room already left
  // is drawn as history (faded, hatched) and is not dragged.
  const earlier = isEarlierLeg(item);
  const legText = item.leg
    ? [text.legMove(legRooms(item)), earlier ? text.earlierLeg : ''].filter(Boolean).join(', ')
    : '';
  // A checked-in guest who owes money shows it on the bar itself, not only in the popover (defect 6).
  const owes = item.kind === 'booking' && item.status === 'check_in' && (item.duty ?? 0) > 0 ? item.duty! : 0;
  const owesText = owes ? text.owes(formatMoney(owes)) : '';
  // A reserve removed when it expires says when (issue 28, item 10); the server sends it only then.
  const expiresText =
    item.kind === 'booking' && item.expire_on !== undefined
      ? text.expires(formatInstant(item.expire_on, timeZone))
      : '';
  // The hover title: a one-night bar is too narrow for its label (defect 8), so every booking names
  // its guest, dates, status and debt on hover; a repair its comment.
  const title =
    item.kind === 'booking'
      ? [
          item.client || text.noClient,
          formatStay(stayDates(item).check_in, stayDates(item).check_out, timeZone),
          statusLabel(item),
          legText,
          owesText,
          expiresText,
        ]
          .filter(Boolean)
          .join(' · ')
      : item.kind === 'repair' && item.comment
        ? [label, formatStay(item.check_in, item.check_out, timeZone), text.repairComment(item.comment)].join(
            ' · ',
          )
        : item.kind === 'block' && item.is_own !== undefined
          ? text.blockTitle(foreign, item.source || text.block)
          : undefined;
  // A short bar shows the guest's name first and the debt as a mark, never a cut amount.
  // The debt shows once, on the room the guest is in, not again on a room left.
  const debt = owes && !earlier ? debtShown(width, `−${formatMoney(owes)}`) : null;
  const bar = (
    <button
      type="button"
      className={barClass}
      data-testid={`bar-${item.kind}-${item.id}`}
      data-status={item.status}
      data-foreign={foreign || undefined}
      data-leg={item.leg ? item.leg.index : undefined}
      data-earlier-leg={earlier || undefined}
      data-debt={debt ?? undefined}
      // The name starts with what the bar shows, its debt's amount or mark included (WCAG 2.5.3).
      aria-label={[
        [label, debt === 'amount' ? `−${formatMoney(owes)}` : debt === 'mark' ? '₸' : '']
          .filter(Boolean)
          .join(' '),
        statusLabel(item),
        legText,
        earlier ? '' : owesText,
        expiresText,
      ]
        .filter(Boolean)
        .join(' · ')}
      title={title}
      onClick={() => {
        if (drag.consumeDrag()) return;
        if (item.kind === 'booking') setOpened(!opened);
        else onOpen(item);
      }}
      onMouseDown={(event) => event.stopPropagation()}
      onPointerDown={drag.onPointerDown}
      data-movable={onDrop ? true : undefined}
      data-dragging={drag.offset ? true : undefined}
      // What is this bar's own; what all bars share is the class (gridCells.module.css).
      style={{
        left,
        // At least 24 px, the least a pointer target may be (WCAG 2.2, 2.5.8): a sliver of a stay at the
        // window's edge on a phone was 15 px; it now reaches a few pixels into its day.
        width: Math.max(width, 24),
        top,
        height,
        lineHeight: `${height}px`,
        background: foreign ? foreignBlockBackground : earlier ? earlierLegBackground(colors.bg) : colors.bg,
        color: foreign ? '#862e0b' : colors.fg,
        border: foreign ? '1px dashed #d9480f' : earlier ? `1px dashed ${colors.fg}` : undefined,
        opacity: earlier && !drag.offset ? 0.7 : undefined,
        transform: drag.offset ? `translate(${drag.offset.x}px, ${drag.offset.y}px)` : undefined,
      }}
    >
      <span className={classes.barLabel}>{label}</span>
      {expiresText && (
        <IconHourglassLow
          size={14}
          data-testid="bar-expires"
          aria-label={expiresText}
          style={{ flexShrink: 0 }}
        />
      )}
      {(debt === 'amount' || debt === 'mark') && (
        <span
          data-testid="bar-debt"
          data-shown={debt}
          title={owesText}
          style={{
            flexShrink: 0,
            marginLeft: 'auto',
            padding: debt === 'amount' ? '0 4px' : 0,
            width: debt === 'amount' ? undefined : 16,
            textAlign: 'center',
            borderRadius: debt === 'amount' ? 4 : 8,
            lineHeight: '16px',
            fontWeight: 700,
            background: debt === 'amount' ? '#ffffff' : '#c92a2a',
            color: debt === 'amount' ? '#c92a2a' : '#ffffff',
          }}
        >
          {debt === 'amount' ? `−${formatMoney(owes)}` : '₸'}
        </span>
      )}
    </button>
  );
  // While dragging: the span the bar would take in the row under the pointer, outlined green when free,
  // red when something holds it, orange when the booking's guests do not fit (issue 28, item 5).
  const verdict = drag.target && judgeDrop ? judgeDrop(drag.target.drop) : null;
  if (drag.target && verdict) {
    const color = verdictColors[verdict];
    return (
      <>
        {bar}
        <div
          data-testid="drop-target"
          data-verdict={verdict}
          data-room-id-target={drag.target.drop.roomId}
          style={{
            position: 'absolute',
            left: left + drag.target.drop.dayShift * dayWidth,
            width,
            top: drag.target.top + top,
            height: drag.target.height - 2 * top - 1,
            // Over the dragged bar too (10), so the outline and its word stay readable.
            zIndex: 11,
            pointerEvents: 'none',
            outline: `3px solid ${color}`,
            outlineOffset: 1,
            borderRadius: 6,
            background: `color-mix(in srgb, ${color} 12%, transparent)`,
            color,
            fontSize: 11,
            fontWeight: 700,
            display: 'flex',
            alignItems: 'flex-end',
            justifyContent: 'flex-end',
            padding: '0 4px',
            whiteSpace: 'nowrap',
            overflow: 'hidden',
          }}
        >
          {text.target[verdict]}
        </div>
      </>
    );
  }
  // A Popover per bar is costly when hundreds of bars mount while scrolling; only the open one has it.
  if (item.kind !== 'booking' || !opened) return bar;
  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      width={320}
      position="bottom"
      withArrow
      shadow="md"
      withinPortal
    >
      <Popover.Target>{bar}</Popover.Target>
      <Popover.Dropdown>
        <BookingTooltip
          item={item}
          timeZone={timeZone}
          onOpen={(it) => {
            setOpened(false);
            onOpen(it);
          }}
        />
      </Popover.Dropdown>
    </Popover>
  );
});
