import type { Page, SftpExportRunView } from '@pms/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../api/client.ts';
import { queryKeys } from '../../../../api/queryKeys.ts';

/** One upload of a day's register, as GET/POST info/sftp-export/ answer it. */
export type SftpExportRun = SftpExportRunView;

const path = '/api/v2/companies/info/sftp-export/';
/** How many of the latest runs the card lists. */
const RECENT = 5;

export function useRecentSftpExports() {
  return useQuery({
    queryKey: queryKeys.sftpExportsRecent(RECENT),
    queryFn: () => api.get<Page<SftpExportRun>>(path, { 'page[size]': RECENT }),
  });
}

/** 'Выгрузить на SFTP': a failed upload throws the server's reason (502), and is listed all the same. */
export function useRunSftpExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (date: string) => api.post<SftpExportRun>(path, { date }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.sftpExports }),
  });
}
