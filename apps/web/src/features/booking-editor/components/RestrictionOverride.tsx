import { Alert, Button, Group, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../auth/hooks/useCan.ts';

interface RestrictionOverrideProps {
  /** The server's refusal naming each rule and date; null shows nothing. */
  message: string | null;
  /** Sends the sale again with the reason (restriction_reason). */
  onOverride: (reason: string) => void;
  busy?: boolean;
}

/**
 * A sale refused for a rate plan's restrictions, where the person made it: the editor, the group editor,
 * the calendar's reserve and the move. Staff with 'bookings.restriction_override' (owner, manager) may
 * sell past it with a reason, which the server journals; others see the message only.
 */
export function RestrictionOverride({ message, onOverride, busy = false }: RestrictionOverrideProps) {
  const { t } = useTranslation();
  const can = useCan();
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  if (!message) return null;
  const send = () => {
    if (!reason.trim()) return setError(t('restriction.reasonRequired'));
    setError(null);
    onOverride(reason.trim());
  };
  return (
    <Alert color="red" variant="light" role="alert" data-testid="restriction-refusal">
      <Stack gap="xs">
        <div>{message}</div>
        {can('bookings.restriction_override') &&
          (asking ? (
            <Stack gap="xs">
              <Textarea
                label={t('restriction.reason')}
                description={t('restriction.reasonHint')}
                required
                autosize
                minRows={2}
                maxLength={500}
                data-autofocus
                autoFocus
                value={reason}
                error={error}
                onChange={(event) => setReason(event.currentTarget.value)}
              />
              <Group justify="flex-end" gap="xs">
                <Button variant="default" size="xs" onClick={() => setAsking(false)}>
                  {t('common.cancel')}
                </Button>
                <Button color="red" size="xs" loading={busy} onClick={send}>
                  {t('restriction.confirm')}
                </Button>
              </Group>
            </Stack>
          ) : (
            <Group>
              {/* red.9: its text keeps 4.5:1 on the alert's light red. */}
              <Button variant="outline" color="red.9" size="xs" onClick={() => setAsking(true)}>
                {t('restriction.override')}
              </Button>
            </Group>
          ))}
      </Stack>
    </Alert>
  );
}
