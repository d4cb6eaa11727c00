import type { BookingStatus } from '@pms/domain';
import { type ComponentProps, type ReactNode, useState } from 'react';
import { type FieldValues, FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CancelDialog } from '../../../ui/CancelDialog.tsx';
import type { ServiceOption } from '../../admin/catalogues/types/catalogueLookups.ts';
import { EditorContext, type EditorContextValue } from '../hooks/useEditorContext.ts';
import type { EditorFormState } from '../hooks/useEditorForm.ts';
import type { EditorSubmit } from '../hooks/useEditorSubmit.ts';
import { paidSoFar } from '../utils/paidSoFar.ts';
import { ClientsStep } from './ClientsStep.tsx';
import { ConfirmStep } from './ConfirmStep.tsx';
import { EditorActions } from './EditorActions.tsx';
import { EditorShell } from './EditorShell.tsx';
import { MealsStep } from './MealsStep.tsx';
import { PriceStep } from './PriceStep.tsx';
import { RestrictionOverride } from './RestrictionOverride.tsx';
import { ServicesStep } from './ServicesStep.tsx';
import { TasksStep } from './TasksStep.tsx';

interface EditorFrameProps<V extends FieldValues> {
  editor: EditorFormState<V>;
  context: EditorContextValue;
  title: string;
  status: BookingStatus;
  badge?: ReactNode;
  /** Our own fresh draft: closing it unsaved deletes it, and the close button says so. */
  discardOnClose: boolean;
  /** 'Сохранить', and a restriction refusal shown above the bottom bar with its override. */
  submit: EditorSubmit;
  /** Step 1, which differs between a single booking and a group. */
  stayStep: ReactNode;
  /** The room the confirmation step names. */
  roomName: string;
  services: readonly ServiceOption[];
  /** The bottom bar, less what the frame gives it. */
  actions: Omit<ComponentProps<typeof EditorActions>, 'step' | 'onStep' | 'onCancelBooking'>;
  cancelTitle: string;
  /** 'Отменить бронь' confirmed with its reason; the dialog closes once it resolves. */
  onCancel: (reason: string) => Promise<void>;
}

/**
 * What a single booking's editor and a group's have alike around their form: the context and the form
 * for the steps, the shell with the six steps they share, the bottom bar and the cancel dialog.
 */
export function EditorFrame<V extends FieldValues>({
  editor,
  context,
  title,
  status,
  badge,
  discardOnClose,
  submit,
  stayStep,
  roomName,
  services,
  actions,
  cancelTitle,
  onCancel,
}: EditorFrameProps<V>) {
  const { t } = useTranslation();
  const [cancelOpened, setCancelOpened] = useState(false);
  const cancel = async (reason: string) => {
    await onCancel(reason);
    setCancelOpened(false);
  };
  return (
    <EditorContext.Provider value={context}>
      <FormProvider {...editor.methods}>
        <EditorShell
          title={title}
          status={status}
          badge={badge}
          isDirty={editor.isDirty}
          closeLabel={discardOnClose && context.isDraft ? t('bookingEditor.discardDraft') : t('common.close')}
          step={editor.step}
          onStep={editor.setStep}
          stepsWithErrors={editor.stepsWithErrors}
          onSubmit={submit.onSubmit}
          steps={[
            stayStep,
            <ClientsStep key="clients" />,
            <MealsStep key="meals" />,
            <ServicesStep key="services" services={services} />,
            <PriceStep key="price" />,
            <TasksStep key="tasks" />,
            <ConfirmStep key="confirm" roomName={roomName} />,
          ]}
          actions={
            <>
              <RestrictionOverride
                message={submit.refusal}
                onOverride={submit.override}
                busy={actions.saving}
              />
              <EditorActions
                {...actions}
                step={editor.step}
                onStep={editor.setStep}
                onCancelBooking={() => setCancelOpened(true)}
              />
            </>
          }
        >
          <CancelDialog
            title={cancelTitle}
            opened={cancelOpened}
            paid={paidSoFar(context)}
            onCancel={cancel}
            onClose={() => setCancelOpened(false)}
          />
        </EditorShell>
      </FormProvider>
    </EditorContext.Provider>
  );
}
