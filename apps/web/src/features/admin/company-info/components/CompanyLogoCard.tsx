import { Center, Group, Image, Stack, Text } from '@mantine/core';
import type { ImageRef } from '@pms/domain';
import { IconBuildingStore } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../../api/client.ts';
import { queryKeys } from '../../../../api/queryKeys.ts';
import { uploadImage } from '../../../../api/uploadImage.ts';
import { ImageDropzone } from '../../../../ui/ImageDropzone.tsx';
import { notifyError } from '../../../../ui/notifyError.ts';
import { notifySuccess } from '../../../../ui/notifySuccess.ts';
import { SectionCard } from '../../../../ui/SectionCard.tsx';

const logoPath = '/api/v2/companies/info/main-image/';

/** The company's logo: shown, and replaced by dropping a new picture (the old one is deleted). As wide as the settings form below it. */
export function CompanyLogoCard() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const logo = useQuery({
    queryKey: queryKeys.companyLogo,
    queryFn: () => api.get<ImageRef | null>(logoPath),
  });
  const replace = useMutation({
    mutationFn: (file: File) =>
      uploadImage<ImageRef>('PUT', '/api/v2/companies/info/upload-main-image/', file),
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKeys.companyLogo, saved);
      notifySuccess(t('media.logoSaved'));
    },
    onError: notifyError,
  });

  return (
    <SectionCard title={t('media.logoTitle')} description={t('media.logoHint')} mb="lg" maw={880}>
      <Group align="stretch" gap="lg" wrap="wrap">
        <Center
          w={200}
          h={120}
          bg="gray.0"
          style={{
            borderRadius: 'var(--mantine-radius-md)',
            border: '1px solid var(--mantine-color-gray-3)',
          }}
        >
          {logo.data ? (
            <Image src={logo.data.url} alt={t('media.logoAlt')} maw={180} mah={100} fit="contain" />
          ) : (
            <Stack align="center" gap={4}>
              <IconBuildingStore size={28} color="var(--mantine-color-gray-5)" />
              <Text size="xs" c="dimmed">
                {t('media.noLogo')}
              </Text>
            </Stack>
          )}
        </Center>
        <Stack flex={1} miw={240} gap="xs" justify="center">
          <ImageDropzone
            label={logo.data ? t('media.replaceLogo') : t('media.dropLogo')}
            inputLabel={t('media.logoTitle')}
            multiple={false}
            loading={replace.isPending}
            onFiles={([file]) => file && replace.mutate(file)}
          />
        </Stack>
      </Group>
    </SectionCard>
  );
}
