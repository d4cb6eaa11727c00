import {
  Avatar,
  Badge,
  Box,
  Group,
  Indicator,
  Menu,
  Text,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { personName } from '@pms/domain';
import { IconChevronDown, IconLogout, IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLogout } from '../../features/auth/hooks/useLogout.ts';
import { useProfile } from '../../features/auth/hooks/useProfile.ts';
import { pendingInvitations } from '../../features/profile/utils/invitations.ts';

/**
 * The signed-in employee's name, with 'Профиль' and 'Выйти'. Pending invitations put a small dot on the
 * avatar and their count beside 'Профиль', where they are answered.
 */
export function UserMenu() {
  const { t } = useTranslation();
  const profile = useProfile();
  const logout = useLogout();
  const user = profile.data;
  // 'Фамилия Имя', as every screen names a person (the domain's personName).
  const name = user ? personName(user) || user.email : '';
  const initials = user ? `${user.last_name.charAt(0)}${user.first_name.charAt(0)}`.toUpperCase() : '';
  const invitations = pendingInvitations(user).length;

  return (
    <Menu position="bottom-end" width={220} shadow="md" withinPortal>
      <Menu.Target>
        {/* Named by its text, the name it shows and what it is (a label would have to repeat the
            initials too, which axe counts as its visible text). */}
        <UnstyledButton px="xs" py={4} style={{ borderRadius: 8 }}>
          <Group gap="xs" wrap="nowrap">
            <Indicator color="orange" size={10} offset={3} withBorder disabled={invitations === 0}>
              <Avatar color="teal" radius="xl" size={32} aria-hidden>
                {initials || <IconUser size={18} />}
              </Avatar>
            </Indicator>
            <Text size="sm" fw={500} visibleFrom="sm" maw={240} truncate>
              {name}
            </Text>
            {/* A phone shows the avatar alone: its reader still hears the name. */}
            <VisuallyHidden hiddenFrom="sm">{name}</VisuallyHidden>
            <VisuallyHidden>
              {' — '}
              {t(invitations > 0 ? 'header.userMenuInvited' : 'header.userMenu')}
            </VisuallyHidden>
            {/* On a phone the avatar alone opens the menu, so the header keeps to the screen's width. */}
            <Box visibleFrom="sm" display="flex">
              <IconChevronDown size={14} />
            </Box>
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        {user ? (
          <Menu.Label>
            <Text size="xs" truncate>
              {user.email}
            </Text>
          </Menu.Label>
        ) : null}
        <Menu.Item
          component={Link}
          to="/profile"
          leftSection={<IconUser size={16} />}
          rightSection={
            invitations > 0 ? (
              <Badge
                size="sm"
                circle
                color="orange"
                aria-label={t('header.invitationsCount', { count: invitations })}
              >
                {invitations}
              </Badge>
            ) : null
          }
        >
          {t('header.profile')}
        </Menu.Item>
        <Menu.Item color="red.8" leftSection={<IconLogout size={16} />} onClick={() => logout.mutate()}>
          {t('header.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
