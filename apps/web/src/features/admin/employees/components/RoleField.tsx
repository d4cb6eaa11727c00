import { Stack, Text } from '@mantine/core';
import {
  canGrant,
  permissionLabels,
  permissions,
  type Role,
  roleLabels,
  rolePermissions,
  roles,
} from '@pms/domain';
import { type Control, type FieldValues, type Path, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../../ui/form/SelectField.tsx';
import { useRole } from '../../../auth/hooks/useCan.ts';

interface RoleFieldProps<T extends FieldValues> {
  control: Control<T, unknown, unknown>;
  name: Path<T>;
  /** The role the employee holds now (an edit), shown even when the editor could not grant it. */
  current?: Role;
  /** The employee is the one editing: nobody changes their own rights. */
  self?: boolean;
}

/**
 * 'Роль': the roles the signed-in employee may grant (domain canGrant: only what they hold, and only an
 * owner grants at all). Locked, with the reason, for oneself and for whoever grants nothing.
 */
export function RoleField<T extends FieldValues>({ control, name, current, self }: RoleFieldProps<T>) {
  const { t } = useTranslation();
  const mine = useRole();
  const grantable = roles.filter((r) => mine !== undefined && canGrant(mine, r));
  const options = roles
    .filter((r) => grantable.includes(r) || r === current)
    .map((r) => ({ value: r, label: roleLabels[r] }));
  const locked = self || grantable.length === 0 || (current !== undefined && !grantable.includes(current));
  const chosen = useWatch({ control, name }) as Role | undefined;
  // What the chosen role may do, in Russian, in the order of domain roles.ts: who grants a role sees what
  // they give (the price, discount and refund rights among them).
  const granted =
    chosen && rolePermissions[chosen] ? permissions.filter((p) => rolePermissions[chosen].has(p)) : [];
  return (
    <Stack gap={4}>
      <SelectField
        control={control}
        name={name}
        label={t('roles.role')}
        data={options.length ? options : [{ value: 'frontdesk', label: roleLabels.frontdesk }]}
        disabled={locked}
        description={self ? t('roles.ownRoleHint') : locked ? t('roles.grantHint') : undefined}
      />
      {granted.length > 0 && (
        <Text size="xs" c="dimmed" data-testid="role-permissions">
          {t('roles.permissions')}: {granted.map((p) => permissionLabels[p]).join(', ')}
        </Text>
      )}
    </Stack>
  );
}
