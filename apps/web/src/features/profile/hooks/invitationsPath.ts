/** Path of the signed-in employee's invitation from one company. */
export const invitationPath = (companyId: number) => `/api/v2/user/employees/invitations/${companyId}/`;
