/**
 * Channel blocks (section 2.3): rooms a sales channel holds. Staff change a block's dates, take a room
 * out of it, or — for an own block only — turn it into a draft booking ('резерв'). The block outlives its
 * draft (issue 28, item 4): it keeps holding its room until the draft's save consumes it, and a draft
 * closed unsaved or swept gives it back (migration 0048).
 */
import {
  type AddBlocksInput,
  blockReserveRefusal,
  calendarMessages,
  catalogueMessages,
  draftStatus,
  fillMessage,
  messages,
} from '@pms/domain';
import { z } from 'zod';
import type { CalendarBookingEvent } from '../../../db/calendar-channel.ts';
import type { Db } from '../../../db/client.ts';
import { type Announce, write } from '../../../db/write.ts';
import type { Actor } from '../../../http/actor.ts';
import { checkCompanyRefs } from '../../../http/company-refs.ts';
import { AppError, badRequest, notFound } from '../../../http/errors.ts';
import { fromUnixSeconds, unixSeconds as unix } from '../../../http/views.ts';
import { guardHolds, guardHoldsOf, holdTarget, placeHolds, releaseHoldsOfBlock } from '../../holds/index.ts';
import { findCategory, findRoom } from '../../rooms/index.ts';
import { bookingEvent, presentBooking } from '../bookings.presenter.ts';
import { bookingsRepository } from '../bookings.repository.ts';
import { type BlockRow, blocksRepository as repo } from './blocks.repository.ts';

export const blockView = z.object({
  id: z.number(),
  room: z.number(),
  start: z.number(),
  end: z.number(),
  is_own: z.boolean(),
  channel: z.number().nullable(),
  /** The draft made from the block with 'резерв', while it is open; null when the block is free. */
  draft: z.number().nullable(),
});

export const presentBlock = (b: BlockRow) => ({
  id: b.id,
  room: b.roomId,
  start: unix(b.start),
  end: unix(b.end),
  is_own: b.isOwn,
  channel: b.channelId,
  draft: b.bookingId,
});

async function ownBlock(db: Db, companyId: number, id: number, lock = false) {
  const row = await repo.find(db, companyId, id, lock);
  if (!row) throw notFound(calendarMessages.blockNotFound);
  return row;
}

/**
 * The draft the block (locked) is taken by, while that booking is still a draft. A link to a booking that
 * left the draft some other way than a save or a cancel (which give the block back themselves) is let go
 * here: the block is free again, and the journal says it came back.
 */
async function openDraftOf(tx: Db, companyId: number, block: BlockRow) {
  if (!block.bookingId) return undefined;
  const draft = await bookingsRepository.findBooking(tx, companyId, block.bookingId);
  if (draft?.status === draftStatus) return draft;
  await repo.setDraft(tx, block.id, null);
  return undefined;
}

/** A block whose draft is open keeps its room and dates for that draft: refused until it is saved or closed. */
async function assertNoOpenDraft(tx: Db, companyId: number, block: BlockRow) {
  const draft = await openDraftOf(tx, companyId, block);
  if (draft) throw badRequest(fillMessage(calendarMessages.blockInDraft, { number: draft.number }));
}

async function blockEvent(
  db: Db,
  companyId: number,
  b: BlockRow,
  status: 'block' | 'removed',
): Promise<CalendarBookingEvent> {
  const room = await findRoom(db, companyId, b.roomId);
  return {
    id: b.id,
    kind: 'block',
    category_id: room?.category.id ?? 0,
    room_id: b.roomId,
    koika_id: null,
    status,
    check_in: unix(b.start),
    check_out: unix(b.end),
    is_own: b.isOwn,
  };
}

/**
 * 'add-blocks/': rooms of one category allotted to a channel for a period, own or foreign, one block per
 * room. Every room is held in the same transaction, so a block over any booking refuses them all (409).
 */
export async function addBlocks(db: Db, actor: Actor, input: AddBlocksInput) {
  const { companyId } = actor;
  if (new Set(input.rooms).size !== input.rooms.length) throw badRequest(messages.duplicateValue, 'rooms');
  await checkCompanyRefs(db, companyId, [
    { kind: 'source', id: input.channel, field: 'channel' },
    ...input.rooms.map((id, i) => ({ kind: 'room' as const, id, field: `rooms.${i}` })),
  ]);
  const category = await findCategory(db, companyId, input.category);
  if (!category) throw badRequest(messages.categoryNotFound, 'category');
  const roomRows = await Promise.all(input.rooms.map((id) => findRoom(db, companyId, id)));
  roomRows.forEach((row, i) => {
    if (row?.category.id !== input.category)
      throw badRequest(catalogueMessages.roomNotInCategory, `rooms.${i}`);
  });
  const targets = await Promise.all(
    input.rooms.map((roomId) => holdTarget(db, actor, { roomId }, input.start, input.end)),
  );
  const rows = await guardHoldsOf(db, targets, () =>
    write(db, actor, async (tx, announce) => {
      const made: BlockRow[] = [];
      for (const target of targets) {
        const row = await repo.insert(tx, {
          companyId,
          channelId: input.channel,
          roomId: target.roomId,
          start: fromUnixSeconds(input.start),
          end: fromUnixSeconds(input.end),
          isOwn: input.is_own,
        });
        await placeHolds(tx, companyId, target.unitIds, input.start, input.end, {
          blockId: row.id,
        });
        announce(await blockEvent(tx, companyId, row, 'block'));
        made.push(row);
      }
      return made;
    }),
  );
  return rows.map(presentBlock);
}

/** New dates for a block: its holds move with it, refused (409) where the room is taken. */
export async function changeBlockPeriod(
  db: Db,
  actor: Actor,
  id: number,
  period: { start: number; end: number },
) {
  if (period.end <= period.start) throw badRequest(calendarMessages.checkOutBeforeCheckIn, 'end');
  const block = await ownBlock(db, actor.companyId, id);
  const target = await holdTarget(db, actor, { roomId: block.roomId }, period.start, period.end);
  const { unitIds } = target;
  const row = await guardHolds(db, target, () =>
    write(db, actor, async (tx, announce) => {
      await assertNoOpenDraft(tx, actor.companyId, await ownBlock(tx, actor.companyId, id, true));
      await releaseHoldsOfBlock(tx, id);
      const updated = await repo.setPeriod(
        tx,
        id,
        fromUnixSeconds(period.start),
        fromUnixSeconds(period.end),
      );
      await placeHolds(tx, actor.companyId, unitIds, period.start, period.end, { blockId: id });
      announce(await blockEvent(tx, actor.companyId, updated, 'block'));
      return updated;
    }),
  );
  return presentBlock(row);
}

/** Takes the room out of the block: the block on that room ends and the room is free to sell. */
export async function removeRoomFromBlock(db: Db, actor: Actor, id: number, roomId: number) {
  await write(db, actor, async (tx, announce) => {
    const block = await ownBlock(tx, actor.companyId, id, true);
    if (block.roomId !== roomId) throw badRequest(calendarMessages.roomNotInBlock, 'room');
    await assertNoOpenDraft(tx, actor.companyId, block);
    await repo.delete(tx, id);
    announce(await blockEvent(tx, actor.companyId, block, 'removed'));
  });
}

/**
 * 'резерв' on an own block: a draft booking of the same room, dates and channel, named on the block. The
 * block keeps holding the room and the draft holds nothing of its own, so nothing can take the room
 * while the editor is open, and closing the draft unsaved leaves the block as it was. 'резерв' again
 * while the draft is open answers that same draft.
 */
export async function reserveFromBlock(db: Db, actor: Actor, id: number) {
  const block = await ownBlock(db, actor.companyId, id);
  const refusal = blockReserveRefusal({ isOwn: block.isOwn }, actor.role);
  if (refusal) throw new AppError(400, refusal);
  const room = await findRoom(db, actor.companyId, block.roomId);
  if (!room) throw notFound();
  const booking = await write(db, actor, async (tx, announce) => {
    const locked = await ownBlock(tx, actor.companyId, id, true);
    const open = await openDraftOf(tx, actor.companyId, locked);
    if (open) return open;
    const row = await bookingsRepository.insertBooking(tx, {
      companyId: actor.companyId,
      categoryId: room.category.id,
      roomId: room.room.id,
      status: 'new',
      checkIn: locked.start,
      checkOut: locked.end,
      sourceId: locked.channelId,
      createdBy: actor.employeeId,
    });
    await repo.setDraft(tx, id, row.id);
    announce(bookingEvent(row));
    return row;
  });
  return presentBooking(booking);
}

/**
 * The cancel of a draft made from a block gives the block back, inside the cancel's transaction: it is
 * free for 'резерв' again at once, still holding its room, and the journal records 'block_return' (the
 * blocks' audit trigger), as for a draft closed unsaved. Nothing for a booking that is no such draft.
 */
export async function returnBlockOfDraft(tx: Db, companyId: number, bookingId: number) {
  await repo.releaseOfDraft(tx, companyId, bookingId);
}

/**
 * The save of a draft made from a block consumes the block, inside the save's transaction and before the
 * booking places its own holds: the block's row and holds go, and the calendar hears it removed. True
 * when there was such a block (the booking holds nothing yet and must place its holds).
 */
export async function consumeBlockOfDraft(tx: Db, announce: Announce, companyId: number, bookingId: number) {
  const block = await repo.deleteOfDraft(tx, companyId, bookingId);
  if (!block) return false;
  announce(await blockEvent(tx, companyId, block, 'removed'));
  return true;
}
