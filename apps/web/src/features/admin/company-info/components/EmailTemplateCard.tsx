import { zodResolver } from '@hookform/resolvers/zod';
import {
  Button,
  Code,
  Group,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  Tooltip,
} from '@mantine/core';
import {
  type EmailTemplateInput,
  type EmailTemplatePreviewView,
  type EmailTemplateView,
  emailTemplateSchema,
} from '@pms/domain';
import { IconEye } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { api } from '../../../../api/client.ts';
import { queryKeys } from '../../../../api/queryKeys.ts';
import { FormActions } from '../../../../ui/form/FormActions.tsx';
import { RegisteredField } from '../../../../ui/form/RegisteredField.tsx';
import { submitWithServerErrors } from '../../../../ui/form/submitWithServerErrors.ts';
import { TextField } from '../../../../ui/form/TextField.tsx';
import { notifySuccess } from '../../../../ui/notifySuccess.ts';
import { PageLoader } from '../../../../ui/PageLoader.tsx';
import { SectionCard } from '../../../../ui/SectionCard.tsx';

const path = '/api/v2/companies/info/template/';

/**
 * The confirmation e-mail's subject and body (LiquidJS placeholders such as {{ booking.number }}), with
 * the placeholders listed and a preview filled from a real booking of the property.
 */
export function EmailTemplateCard() {
  const { t } = useTranslation();
  const query = useQuery({
    queryKey: queryKeys.emailTemplate,
    queryFn: () => api.get<EmailTemplateView>(path),
  });
  return (
    <SectionCard
      title={t('companySettings.template.title')}
      description={t('companySettings.template.description')}
    >
      {query.data ? <TemplateForm saved={query.data} /> : <PageLoader />}
    </SectionCard>
  );
}

function TemplateForm({ saved }: { saved: EmailTemplateView }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useForm({
    resolver: zodResolver(emailTemplateSchema),
    defaultValues: { subject: saved.subject, body: saved.body },
  });
  const [booking, setBooking] = useState<number | string>('');
  const save = useMutation({
    mutationFn: (body: EmailTemplateInput) => api.put<EmailTemplateView>(path, body),
    onSuccess: (answer) => queryClient.setQueryData(queryKeys.emailTemplate, answer),
  });
  const preview = useMutation({
    // The booking by the number staff see ('Номер брони, например 125'), not its id.
    mutationFn: (body: EmailTemplateInput & { booking_number: number }) =>
      api.post<EmailTemplatePreviewView>(`${path}preview/`, body),
  });
  const onSubmit = submitWithServerErrors(form, async (values) => {
    const answer = await save.mutateAsync(values);
    notifySuccess(t('notify.changed'));
    form.reset({ subject: answer.subject, body: answer.body });
  });
  const onPreview = submitWithServerErrors(form, (values) =>
    preview.mutateAsync({ ...values, booking_number: Number(booking) }),
  );

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <TextField
          control={form.control}
          name="subject"
          label={t('companySettings.template.subject')}
          withAsterisk
        />
        <RegisteredField control={form.control} name="body">
          {(field) => (
            <Textarea
              {...field}
              label={t('companySettings.template.body')}
              withAsterisk
              autosize
              minRows={6}
              maxRows={16}
            />
          )}
        </RegisteredField>
        <Text size="sm" fw={500}>
          {t('companySettings.template.placeholders')}
        </Text>
        <Group gap={6}>
          {saved.placeholders.map((p) => (
            <Tooltip key={p.name} label={p.description}>
              <Code>{`{{ ${p.name} }}`}</Code>
            </Tooltip>
          ))}
        </Group>
        <FormActions loading={save.isPending} submitDisabled={!form.formState.isDirty} />
        <Group align="flex-end" wrap="wrap">
          <NumberInput
            label={t('companySettings.template.previewBooking')}
            placeholder={t('companySettings.template.previewBookingPlaceholder')}
            value={booking}
            onChange={setBooking}
            min={1}
            allowDecimal={false}
            w={220}
          />
          <Button
            variant="default"
            leftSection={<IconEye size={16} />}
            onClick={onPreview}
            disabled={!booking}
            loading={preview.isPending}
          >
            {t('companySettings.template.preview')}
          </Button>
        </Group>
        {preview.data ? (
          <Paper
            withBorder
            p="md"
            radius="md"
            bg="gray.0"
            aria-label={t('companySettings.template.previewTitle')}
          >
            <SimpleGrid cols={1} spacing={6}>
              <Text fw={600}>{preview.data.subject}</Text>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {preview.data.body}
              </Text>
            </SimpleGrid>
          </Paper>
        ) : null}
      </Stack>
    </form>
  );
}
