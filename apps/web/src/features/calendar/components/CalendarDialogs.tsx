import type { CompanyInfoResponse } from '../../../api/types.ts';
import { useCan } from '../../auth/hooks/useCan.ts';
import type { useCalendarDialogs } from '../hooks/useCalendarDialogs.ts';
import type { CalendarCategory } from '../types/calendarTypes.ts';
import { findRoom } from '../utils/findRoom.ts';
import { BlockDialog } from './BlockDialog.tsx';
import { DraftDialog } from './DraftDialog.tsx';
import { FreeRoomFinder } from './FreeRoomFinder.tsx';
import { HourlyDialog } from './HourlyDialog.tsx';
import { MoveDialog } from './MoveDialog.tsx';
import { NewBookingDialog } from './NewBookingDialog.tsx';
import { RepairDialog } from './RepairDialog.tsx';

interface CalendarDialogsProps {
  state: ReturnType<typeof useCalendarDialogs>;
  company: CompanyInfoResponse;
  categories: CalendarCategory[];
}

/** Every dialog of the calendar screen, driven by useCalendarDialogs. */
export function CalendarDialogs({ state, company, categories }: CalendarDialogsProps) {
  const repairRoom = state.repair ? findRoom(categories, state.repair.room_id)?.room.name : undefined;
  // The editor reads the catalogues and the booking's money: never opened for a role without
  // 'bookings.view' (the housekeeper), whatever opened it.
  const mayOpen = useCan()('bookings.view');
  return (
    <>
      <NewBookingDialog
        target={state.target}
        company={company}
        onClose={state.closeTarget}
        onDraft={state.openDraft}
      />
      {/* The editor stays mounted to keep its catalogues warm, so it is not mounted at all for her. */}
      {mayOpen && (
        <DraftDialog booking={state.opened} timeZone={company.timezone} onClose={state.closeOpened} />
      )}
      <HourlyDialog
        target={state.hourly}
        company={company}
        onClose={state.closeHourly}
        onDraft={state.openDraft}
      />
      <FreeRoomFinder
        opened={state.finder}
        company={company}
        onClose={state.closeFinder}
        onReserve={state.reserveFound}
      />
      <MoveDialog
        drop={state.move}
        categories={categories}
        timeZone={company.timezone}
        onClose={state.closeMove}
      />
      <BlockDialog
        block={state.block}
        roomName={state.block ? (findRoom(categories, state.block.room_id)?.room.name ?? '') : ''}
        timeZone={company.timezone}
        onClose={state.closeBlock}
        onDraft={state.openDraft}
      />
      <RepairDialog
        repair={state.repair}
        roomName={repairRoom ?? ''}
        timeZone={company.timezone}
        onClose={state.closeRepair}
      />
    </>
  );
}
