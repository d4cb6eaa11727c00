import { ActionIcon, Button, Group, Pill, Text, TextInput, Tooltip } from '@mantine/core';
import type { TagView } from '@pms/domain';
import { IconCheck, IconPencil, IconPlus, IconX } from '@tabler/icons-react';
import { type KeyboardEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../../ui/errorMessage.ts';
import { useCategoryTags } from '../hooks/useCategoryTags.ts';

interface CategoryTagsProps {
  /** Where the category's tags are changed (CategoryMediaKind.tagsPath). */
  tagsPath: string;
  /** The category list's key, refreshed after each change. */
  listKey: readonly string[];
  categoryId: number;
  tags: readonly TagView[];
}

/**
 * The category's tags as chips: add by name, rename with the pencil, delete with the cross. Enter inside
 * these inputs must not submit the category's form around them.
 */
export function CategoryTags({ tagsPath, listKey, categoryId, tags }: CategoryTagsProps) {
  const { t } = useTranslation();
  const calls = useCategoryTags(tagsPath, listKey, categoryId);
  const [name, setName] = useState('');
  const [editing, setEditing] = useState<{ id: number; name: string } | null>(null);
  const add = () => {
    if (!name.trim()) return;
    calls.addTag.mutate(name.trim(), { onSuccess: () => setName('') });
  };
  const rename = () => {
    if (!editing?.name.trim()) return;
    calls.renameTag.mutate(editing, { onSuccess: () => setEditing(null) });
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
          error={calls.renameTag.error ? errorMessage(calls.renameTag.error) : undefined}
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
        onRemove={() => calls.removeTag.mutate(tag.id)}
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
                calls.renameTag.reset();
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
      {tags.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('media.noTags')}
        </Text>
      ) : (
        <Group gap="xs" data-testid="category-tags">
          {tags.map(chip)}
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
          error={calls.addTag.error ? errorMessage(calls.addTag.error) : undefined}
        />
        <Button
          variant="light"
          leftSection={<IconPlus size={16} />}
          onClick={add}
          loading={calls.addTag.isPending}
          disabled={!name.trim()}
        >
          {t('media.addTag')}
        </Button>
      </Group>
    </>
  );
}
