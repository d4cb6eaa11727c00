import { Button, Group, Image, Input, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import type { CompanyImageKind } from '@pms/domain';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ImageDropzone } from '../../../ui/ImageDropzone.tsx';
import { useCompanyImages } from './useCompanyImages.ts';

interface ImagePickerFieldProps<T extends FieldValues, TOut> {
  control: Control<T, unknown, TOut>;
  name: Path<T>;
  label: string;
  kind: CompanyImageKind;
  required?: boolean;
}

/**
 * A picture of the company's gallery for a news item or a banner, held as its id: upload a new one (it is
 * chosen at once) or pick one uploaded before; 'Без изображения' clears an optional one.
 */
export function ImagePickerField<T extends FieldValues, TOut>({
  control,
  name,
  label,
  kind,
  required,
}: ImagePickerFieldProps<T, TOut>) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name });
  const gallery = useCompanyImages(kind);
  const chosen = gallery.images.find((image) => image.id === field.value);
  const choose = (id: number | null) => field.onChange(id);

  return (
    <Input.Wrapper label={label} withAsterisk={required} error={fieldState.error?.message}>
      <Stack gap="xs" mt={4}>
        <Group gap="sm" align="center" wrap="nowrap">
          {chosen ? (
            <Image
              src={chosen.thumb_url}
              alt={t('imagePicker.chosen')}
              w={120}
              h={72}
              fit="cover"
              radius="sm"
            />
          ) : (
            <Text size="sm" c="dimmed">
              {t('imagePicker.empty')}
            </Text>
          )}
          {!required && field.value ? (
            <Button variant="subtle" size="xs" color="gray" onClick={() => choose(null)}>
              {t('imagePicker.none')}
            </Button>
          ) : null}
        </Group>
        <ImageDropzone
          label={t('imagePicker.upload')}
          inputLabel={label}
          multiple={false}
          loading={gallery.upload.isPending}
          onFiles={([file]) =>
            file && gallery.upload.mutate(file, { onSuccess: (image) => choose(image.id) })
          }
        />
        {gallery.images.length > 0 ? (
          <>
            <Text size="xs" c="dimmed">
              {t('imagePicker.gallery')}
            </Text>
            <SimpleGrid cols={{ base: 3, sm: 5 }} spacing={6}>
              {gallery.images.map((image, index) => (
                <UnstyledButton
                  key={image.id}
                  onClick={() => choose(image.id)}
                  aria-label={t('imagePicker.choose', { n: index + 1 })}
                  aria-pressed={image.id === field.value}
                  style={{
                    borderRadius: 'var(--mantine-radius-sm)',
                    overflow: 'hidden',
                    outline:
                      image.id === field.value
                        ? '2px solid var(--mantine-color-teal-6)'
                        : '1px solid transparent',
                  }}
                >
                  <Image src={image.thumb_url} alt="" h={52} fit="cover" />
                </UnstyledButton>
              ))}
            </SimpleGrid>
          </>
        ) : null}
      </Stack>
    </Input.Wrapper>
  );
}
