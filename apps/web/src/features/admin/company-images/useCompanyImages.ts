import type { CompanyImageKind, CompanyImageView } from '@pms/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';
import type { Page } from '../../../api/types.ts';
import { uploadImage } from '../../../api/uploadImage.ts';
import { notifyError } from '../../../ui/notifyError.ts';

const galleryPath = '/api/v2/companies/images/';

/** The company's gallery pictures uploaded for `kind` (news or banners), and an upload that adds one. */
export function useCompanyImages(kind: CompanyImageKind) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: queryKeys.gallery(kind),
    queryFn: () => api.get<Page<CompanyImageView>>(galleryPath, { kind }),
  });
  const upload = useMutation({
    mutationFn: (file: File) => uploadImage<CompanyImageView>('POST', galleryPath, file, { kind }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.gallery(kind) }),
    onError: notifyError,
  });
  return { images: query.data?.results ?? [], query, upload };
}
