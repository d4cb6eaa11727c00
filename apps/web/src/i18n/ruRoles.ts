/** Roles and permissions (issue 15): the employees screen's role, and a screen the role may not open. */
export const ruRoles = {
  roles: {
    role: 'Роль',
    permissions: 'Права роли',
    forbiddenTitle: 'Недостаточно прав',
    forbiddenScreen:
      'Ваша роль в этой компании не открывает этот раздел. Обратитесь к владельцу или управляющему.',
    ownRoleHint: 'Свою роль изменить нельзя',
    grantHint: 'Роли назначает владелец',
  },
} as const;
