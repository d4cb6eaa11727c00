import { Center, Loader, Modal } from '@mantine/core';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../ui/LoadError.tsx';
import { usePhone } from '../../../ui/usePhone.ts';
import { useCatalogueLookup } from '../../admin/catalogues/hooks/useCatalogueLookup.ts';
import { useAllCategories } from '../../admin/categories/hooks/useAllCategories.ts';
import { useCompanyInfo } from '../../admin/company-info/hooks/useCompanyInfo.ts';
import { useBookingDetail } from '../hooks/useBookingDetail.ts';
import { useEscapeForDropdown } from '../hooks/useEscapeForDropdown.ts';
import { useGroupDetail } from '../hooks/useGroupDetail.ts';
import { useRemoveDrafts } from '../hooks/useRemoveDrafts.ts';
import type { EditorValues } from '../types/editorValues.ts';
import { editorSteps } from '../utils/editorSteps.ts';
import { EditorForm } from './EditorForm.tsx';
import { GroupEditorForm } from './GroupEditorForm.tsx';

interface BookingEditorProps {
  /** The booking to edit; null keeps the editor closed. */
  bookingId: number | null;
  /** Our own fresh draft (just reserved): closing it unsaved deletes it. */
  discardOnClose: boolean;
  onClose: () => void;
}

/**
 * Group mode switched on in this opening: the booking to be the group's parent and the unsaved state
 * carried over. Only the editor knows it until the group's first save makes the group on the server.
 */
interface MadeGroup {
  bookingId: number;
  carry: EditorValues | null;
}

/**
 * The booking editor (specification 2.6): a persistent dialog, up to 1200 px wide, that an outside
 * click does not close. Escape and the close button ask before unsaved changes are lost. A booking of a
 * group opens the whole group (group mode), loaded by its parent.
 */
export function BookingEditor({ bookingId, discardOnClose, onClose }: BookingEditorProps) {
  const { t } = useTranslation();
  const closeRequest = useRef<(() => void) | null>(null);
  // Escape in an open date picker or list closes only that (issue 10, defect 9).
  const escapeForDropdown = useEscapeForDropdown();
  const phone = usePhone();
  const [madeGroup, setMadeGroup] = useState<MadeGroup | null>(null);
  // Raised by 'Обновить' after a colleague's save: a new form from the booking (or group) as now saved.
  const [reloads, setReloads] = useState(0);
  const reload = useCallback(() => setReloads((n) => n + 1), []);
  const detail = useBookingDetail(bookingId);
  const switched = madeGroup !== null && madeGroup.bookingId === bookingId ? madeGroup : null;
  const parentId = switched
    ? switched.bookingId
    : detail.data?.is_group
      ? (detail.data.group_parent ?? detail.data.id)
      : null;
  const group = useGroupDetail(bookingId === null ? null : parentId);
  const company = useCompanyInfo();
  const categories = useAllCategories();
  const services = useCatalogueLookup('services');
  const queries = [detail, company, categories, services, ...(parentId === null ? [] : [group])];
  const failed = queries.find((q) => q.isError);
  const lookups = company.data && categories.data && services.data;
  const removeDrafts = useRemoveDrafts();
  const finish = (drafts: number[]) => {
    // A failed delete is silent (section 8); the server's sweeper removes an abandoned draft anyway.
    if (drafts.length > 0) removeDrafts.mutate(drafts);
    // An unsaved group mode ends with the editor: the booking opens single next time.
    setMadeGroup(null);
    onClose();
  };
  // Before the booking has loaded (or when it failed to), closing still discards our own draft.
  const close = () =>
    escapeForDropdown()
      ? undefined
      : closeRequest.current
        ? closeRequest.current()
        : finish(discardOnClose && bookingId !== null ? [bookingId] : []);

  const form = () => {
    if (!lookups || !detail.data) return null;
    if (parentId !== null)
      return group.data ? (
        <GroupEditorForm
          // A fresh form for every group opened, and on 'Обновить'.
          key={`group-${group.data.id}-${reloads}`}
          group={group.data}
          company={company.data}
          services={services.data}
          categories={categories.data}
          // Our own draft is the group's parent when group mode was switched on from it.
          discardOnClose={discardOnClose && group.data.id === bookingId}
          carry={switched?.carry ?? null}
          closeRequest={closeRequest}
          onClosed={finish}
          onReload={reload}
        />
      ) : null;
    return (
      <EditorForm
        // A fresh form for every booking opened, and on 'Обновить'.
        key={`${detail.data.id}-${reloads}`}
        detail={detail.data}
        company={company.data}
        services={services.data}
        categories={categories.data}
        // The hourly reserve goes straight to the guest's data (specification 2.4).
        initialStep={
          discardOnClose && detail.data.is_time && detail.data.booking_status === 'new'
            ? editorSteps.indexOf('clients')
            : 0
        }
        discardOnClose={discardOnClose}
        closeRequest={closeRequest}
        onClosed={(discard) => finish(discard ? [detail.data?.id ?? 0] : [])}
        onGroupMode={(carry) => setMadeGroup({ bookingId: detail.data?.id ?? 0, carry })}
        onReload={reload}
      />
    );
  };
  const content = form();

  return (
    <Modal.Root
      opened={bookingId !== null}
      onClose={close}
      size={1200}
      // On a phone the editor takes the whole screen (issue 10, defect 9).
      fullScreen={phone}
      closeOnClickOutside={false}
      trapFocus
      returnFocus
    >
      <Modal.Overlay />
      <Modal.Content
        aria-label={t('bookingEditor.ariaLabel')}
        data-testid="booking-editor"
        // The booking's id, which the title's company number is not (issue 29, item 15): journeys and
        // support read it here.
        data-booking-id={bookingId ?? undefined}
      >
        {content ?? (
          <>
            <Modal.Header>
              <Modal.Title>
                {discardOnClose ? t('bookingEditor.loadingDraftTitle') : t('bookingEditor.loadingTitle')}
              </Modal.Title>
              <Modal.CloseButton
                aria-label={discardOnClose ? t('bookingEditor.discardDraft') : t('common.close')}
              />
            </Modal.Header>
            <Modal.Body>
              {failed ? (
                <LoadError error={failed.error} onRetry={() => void failed.refetch()} />
              ) : (
                <Center h={300}>
                  <Loader />
                </Center>
              )}
            </Modal.Body>
          </>
        )}
      </Modal.Content>
    </Modal.Root>
  );
}
