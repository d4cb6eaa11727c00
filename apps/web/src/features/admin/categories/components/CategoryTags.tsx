import { ActionIcon, Button, Group, Pill, Text, TextInput, Tooltip } from '@mantine/core';
import type { TagView } from '@pms/domain';
import { IconCheck, IconPencil, IconPlus, IconX } from '@tabler/icons-react';
import { type KeyboardEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../../ui/errorMessage.ts';
import type { useCategoryMedia } from '../hooks/useCategoryMedia.ts';

interface CategoryTagsProps {
  media: ReturnType<typeof useCategoryMedia>;
}

/**
 * The category's tags as chips: add by name, rename with the pencil, delete with the cross. Enter inside
 * these inputs must not submit the category's form around them.
 */
export function CategoryTags({ media }: CategoryTagsProps) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [editing, setEditing] = useState<{ id: number; name: string } | null>(null);
  const add = () => {
    if (!name.trim()) return;
    media.addTag.mutate(name.trim(), { onSuccess: () => setName('') });
  };
  const rename = () => {
    if (!editing?.name.trim()) return;
    media.renameTag.mutate(editing, { onSuccess: () => setEditing(null) });
  };
  const onEnter = (action: () => void) => (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    action();
  };

  const chip = (tag: TagView) =>
    editing?.id === tag.id ? (
      <Group key={tag.id} gap={4} wrap="nowrap">
        <TextInput
          size="xs"
          w={180}
          value={editing.name}
          aria-label={t('media.renameTag', { name: tag.name })}
          onChange={(event) => setEditing({ id: tag.id, name: event.currentTarget.value })}
          onKeyDown={onEnter(rename)}
          error={media.renameTag.error ? errorMessage(media.renameTag.error) : undefined}
          data-autofocus
        />
        <ActionIcon size="sm" variant="light" aria-label={t('media.save')} onClick={rename}>
          <IconCheck size={14} />
        </ActionIcon>
        <ActionIcon
          size="sm"
          variant="subtle"
          color="gray"
          aria-label={t('media.cancel')}
          onClick={() => setEditing(null)}
        >
          <IconX size={14} />
        </ActionIcon>
      </Group>
    ) : (
      <Pill
        key={tag.id}
        size="md"
        withRemoveButton
        onRemove={() => media.removeTag.mutate(tag.id)}
        removeButtonProps={{ 'aria-label': t('media.deleteTag', { name: tag.name }) }}
      >
        <Group gap={4} wrap="nowrap">
          {tag.name}
          <Tooltip label={t('media.renameTag', { name: tag.name })}>
            <ActionIcon
              size="xs"
              variant="transparent"
              color="gray"
              aria-label={t('media.renameTag', { name: tag.name })}
              onClick={() => {
                media.renameTag.reset();
                setEditing({ id: tag.id, name: tag.name });
              }}
            >
              <IconPencil size={12} />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Pill>
    );

  return (
    <>
      {media.tags.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('media.noTags')}
        </Text>
      ) : (
        <Group gap="xs" data-testid="category-tags">
          {media.tags.map(chip)}
        </Group>
      )}
      <Group gap="xs" mt="sm" align="flex-start">
        <TextInput
          size="sm"
          w={260}
          placeholder={t('media.newTag')}
          aria-label={t('media.newTag')}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          onKeyDown={onEnter(add)}
          error={media.addTag.error ? errorMessage(media.addTag.error) : undefined}
        />
        <Button
          variant="light"
          leftSection={<IconPlus size={16} />}
          onClick={add}
          loading={media.addTag.isPending}
          disabled={!name.trim()}
        >
          {t('media.addTag')}
        </Button>
      </Group>
    </>
  );
}
