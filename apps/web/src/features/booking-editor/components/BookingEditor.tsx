import { Center, Loader, Modal } from '@mantine/core';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../ui/LoadError.tsx';
import { useAllCategories } from '../../admin/categories/hooks/useAllCategories.ts';
import { useCompanyInfo } from '../../admin/company-info/hooks/useCompanyInfo.ts';
import { useBookingDetail } from '../hooks/useBookingDetail.ts';
import { useEditorLookup } from '../hooks/useEditorLookup.ts';
import { useRemoveDraft } from '../hooks/useRemoveDraft.ts';
import { editorSteps } from '../utils/editorSteps.ts';
import { EditorForm } from './EditorForm.tsx';

interface BookingEditorProps {
  /** The booking to edit; null keeps the editor closed. */
  bookingId: number | null;
  /** Our own fresh draft (just reserved): closing it unsaved deletes it. */
  discardOnClose: boolean;
  onClose: () => void;
}

/**
 * The booking editor (specification 2.6): a persistent dialog, up to 1200 px wide, that an outside
 * click does not close. Escape and the close button ask before unsaved changes are lost.
 */
export function BookingEditor({ bookingId, discardOnClose, onClose }: BookingEditorProps) {
  const { t } = useTranslation();
  const closeRequest = useRef<(() => void) | null>(null);
  const detail = useBookingDetail(bookingId);
  const company = useCompanyInfo();
  const categories = useAllCategories();
  const services = useEditorLookup('services');
  const queries = [detail, company, categories, services];
  const failed = queries.find((q) => q.isError);
  const ready = detail.data && company.data && categories.data && services.data;
  const removeDraft = useRemoveDraft();
  const finish = (discard: boolean) => {
    // A failed delete is silent (section 8); the server's sweeper removes an abandoned draft anyway.
    if (discard && bookingId !== null) removeDraft.mutate(bookingId);
    onClose();
  };
  // Before the booking has loaded (or when it failed to), closing still discards our own draft.
  const close = () => (closeRequest.current ? closeRequest.current() : finish(discardOnClose));

  return (
    <Modal.Root
      opened={bookingId !== null}
      onClose={close}
      size={1200}
      closeOnClickOutside={false}
      trapFocus
      returnFocus
    >
      <Modal.Overlay />
      <Modal.Content aria-label={t('bookingEditor.ariaLabel')} data-testid="booking-editor">
        {ready ? (
          <EditorForm
            // A fresh form for every booking opened.
            key={detail.data.id}
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
            onClosed={finish}
          />
        ) : (
          <>
            <Modal.Header>
              <Modal.Title>
                {discardOnClose
                  ? t('bookingEditor.draftTitle', { id: bookingId ?? '' })
                  : t('bookingEditor.title', { id: bookingId ?? '' })}
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
