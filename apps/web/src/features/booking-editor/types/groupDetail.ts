/** The group view (GET /api/v2/booking/group/{parent}/, docs/api.md): the domain's groupDetailSchema. */
export type { GroupCategory, GroupChild, GroupDetail } from '@pms/domain';
