import { Button, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconBuilding } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Invitation } from '../../../api/types.ts';
import { SectionCard } from '../../../ui/SectionCard.tsx';
import { useConfirmDelete } from '../../../ui/useConfirmDelete.tsx';
import { useAcceptInvitation } from '../hooks/useAcceptInvitation.ts';
import { useDeclineInvitation } from '../hooks/useDeclineInvitation.ts';

/** Companies that invite the employee, each with 'Принять' and 'Отклонить' (declining asks first). */
export function InvitationsCard({ invitations }: { invitations: Invitation[] }) {
  const { t } = useTranslation();
  const accept = useAcceptInvitation();
  const decline = useDeclineInvitation();
  const confirm = useConfirmDelete();
  // One answer at a time: the button being answered spins, every other waits.
  const accepting = accept.isPending ? accept.variables.company_id : null;
  const declining = decline.isPending ? decline.variables.company_id : null;
  const busy = accepting !== null || declining !== null;

  return (
    <SectionCard title={t('profile.invitations.title')} description={t('profile.invitations.description')}>
      <Stack gap="sm">
        {invitations.map((invitation) => {
          const { name } = invitation;
          const acceptingThis = accepting === invitation.company_id;
          const decliningThis = declining === invitation.company_id;
          return (
            <Group key={invitation.company_id} justify="space-between" gap="sm" wrap="wrap">
              <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
                <ThemeIcon variant="light" color="orange" size={36} radius="md">
                  <IconBuilding size={20} />
                </ThemeIcon>
                <div style={{ minWidth: 0 }}>
                  {/* A long property name wraps rather than being cut: it is what the employee agrees to. */}
                  <Text fw={500} size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t('profile.invitations.invites')}
                  </Text>
                </div>
              </Group>
              <Group gap="xs" wrap="nowrap">
                <Button
                  size="xs"
                  aria-label={t('profile.invitations.acceptLabel', { name })}
                  loading={acceptingThis}
                  disabled={busy && !acceptingThis}
                  onClick={() => accept.mutate(invitation)}
                >
                  {t('profile.invitations.accept')}
                </Button>
                <Button
                  size="xs"
                  variant="default"
                  aria-label={t('profile.invitations.declineLabel', { name })}
                  loading={decliningThis}
                  disabled={busy && !decliningThis}
                  onClick={() =>
                    confirm(name, () => decline.mutate(invitation), {
                      title: t('profile.invitations.declineTitle'),
                      message: t('profile.invitations.declineMessage', { name }),
                      confirm: t('profile.invitations.decline'),
                    })
                  }
                >
                  {t('profile.invitations.decline')}
                </Button>
              </Group>
            </Group>
          );
        })}
      </Stack>
    </SectionCard>
  );
}
