import { Badge, Group, Modal, Stack, Stepper, Text } from '@mantine/core';
import { type BookingStatus, statusLabels } from '@pms/domain';
import { IconAlertTriangle } from '@tabler/icons-react';
import { type FormEventHandler, type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { focusFirstField } from '../../../ui/focusFirstField.ts';
import { usePhone } from '../../../ui/usePhone.ts';
import { useToastClearance } from '../../../ui/useToastClearance.ts';
import { useStepKeys } from '../hooks/useStepKeys.ts';
import { editorSteps } from '../utils/editorSteps.ts';
import { HistoryButton } from './HistoryButton.tsx';
import { PriceStrip } from './PriceStrip.tsx';

interface EditorShellProps {
  title: string;
  status: BookingStatus;
  /** Shown beside the status, e.g. the group's room count. */
  badge?: ReactNode;
  isDirty: boolean;
  closeLabel: string;
  step: number;
  onStep: (step: number) => void;
  stepsWithErrors: ReadonlySet<number>;
  /** One element per step of editorSteps. */
  steps: readonly ReactNode[];
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The bottom bar. */
  actions: ReactNode;
  /** Dialogs of the editor. */
  children?: ReactNode;
}

/**
 * The editor's frame, the same for a single booking and a group: the header with the status, the
 * unsaved mark, the live price and the close button; the seven steps; the sticky bottom bar.
 * Alt+→ / Alt+← move between the steps.
 */
export function EditorShell({
  title,
  status,
  badge,
  isDirty,
  closeLabel,
  step,
  onStep,
  stepsWithErrors,
  steps,
  onSubmit,
  actions,
  children,
}: EditorShellProps) {
  const { t } = useTranslation();
  const onKeyDown = useStepKeys(step, editorSteps.length, onStep);
  const phone = usePhone();
  // The keyboard starts inside the editor, on the step's first field (issue 28, item 15): at opening,
  // and after a step change that took the focused field away with its step (Alt+→ from a field). A step
  // chosen by a click keeps the focus where the click put it.
  const panel = useRef<HTMLDivElement>(null);
  const opened = useRef(false);
  // A toast (a refusal, a saved change) shows above the bottom bar, never over its buttons.
  const bar = useRef<HTMLDivElement>(null);
  useToastClearance(bar);
  useEffect(() => {
    const root = panel.current?.querySelector<HTMLElement>(`[data-step-panel="${step}"]`) ?? null;
    const first = !opened.current;
    opened.current = true;
    if (!root || root.contains(document.activeElement)) return;
    const lost = document.activeElement === document.body || document.activeElement === null;
    if (!first && !lost) return;
    if (focusFirstField(root)) return;
    // A step still loading (its catalogue) gets its fields a moment later: focus the first that comes,
    // unless the person has put the focus somewhere meanwhile.
    const waiting = new MutationObserver(() => {
      if (document.activeElement !== document.body && document.activeElement !== null) waiting.disconnect();
      else if (focusFirstField(root)) waiting.disconnect();
    });
    waiting.observe(root, { childList: true, subtree: true });
    return () => waiting.disconnect();
  }, [step]);
  // With the focus nowhere (on the page's body), Alt+→ / Alt+← still move the steps.
  useEffect(() => {
    const onBodyKey = (event: globalThis.KeyboardEvent) => {
      if (event.target === document.body) onKeyDown(event);
    };
    window.addEventListener('keydown', onBodyKey);
    return () => window.removeEventListener('keydown', onBodyKey);
  }, [onKeyDown]);
  const closeButton = (
    <Modal.CloseButton
      ml={phone ? 'auto' : 0}
      aria-label={closeLabel}
      // Its click goes to the modal's onClose, which asks through the editor's closeRequest.
    />
  );
  return (
    <>
      <Modal.Header style={{ flexWrap: 'wrap', rowGap: 4 }}>
        <Modal.Title style={phone ? { flex: 1 } : undefined}>
          <Group gap="sm">
            <Text fw={700} size="lg">
              {title}
            </Text>
            <Badge variant="light">{statusLabels[status]}</Badge>
            {badge}
            {isDirty && (
              <Badge color="orange" variant="dot" data-testid="unsaved-badge">
                {t('bookingEditor.unsavedBadge')}
              </Badge>
            )}
            <HistoryButton />
          </Group>
        </Modal.Title>
        {phone ? (
          // A phone: the close button beside the title, the price on a line of its own under them.
          <>
            {closeButton}
            <div style={{ flexBasis: '100%' }}>
              <PriceStrip />
            </div>
          </>
        ) : (
          <Group gap="md" ml="auto" wrap="nowrap">
            <PriceStrip />
            {closeButton}
          </Group>
        )}
      </Modal.Header>
      <Modal.Body onKeyDown={onKeyDown} ref={panel}>
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="md">
            <Stepper
              active={step}
              onStepClick={onStep}
              allowNextStepsSelect
              size="sm"
              iconSize={phone ? 26 : 30}
              wrap={false}
              // A phone: short lines between the steps, so all seven fit the width.
              styles={
                phone ? { separator: { marginInline: 4 }, stepBody: { marginInlineStart: 6 } } : undefined
              }
            >
              {editorSteps.map((name, index) => (
                <Stepper.Step
                  key={name}
                  // A phone has room for the current step's name only; the others keep it as their label.
                  label={phone && index !== step ? undefined : t(`bookingEditor.steps.${name}`)}
                  // Named by its number and name (its text) where the name shows; a phone's numbered
                  // circle says its number first, so what is seen is in what is heard (WCAG 2.5.3).
                  aria-label={
                    phone && index !== step ? `${index + 1} ${t(`bookingEditor.steps.${name}`)}` : undefined
                  }
                  // Passing a step proves nothing, so it keeps its number; a step with errors shows it.
                  color={stepsWithErrors.has(index) ? 'red' : undefined}
                  icon={stepsWithErrors.has(index) ? <IconAlertTriangle size={16} /> : undefined}
                  completedIcon={stepsWithErrors.has(index) ? <IconAlertTriangle size={16} /> : index + 1}
                  data-error={stepsWithErrors.has(index) || undefined}
                >
                  <div
                    data-step-panel={index}
                    style={{ minHeight: 360, paddingTop: 'var(--mantine-spacing-sm)' }}
                  >
                    {steps[index]}
                  </div>
                </Stepper.Step>
              ))}
            </Stepper>
            <div
              ref={bar}
              style={{
                position: 'sticky',
                bottom: 0,
                background: 'var(--mantine-color-body)',
                borderTop: '1px solid var(--mantine-color-default-border)',
                padding: 'var(--mantine-spacing-sm) 0',
                zIndex: 2,
              }}
            >
              {actions}
            </div>
          </Stack>
        </form>
        {children}
      </Modal.Body>
    </>
  );
}
