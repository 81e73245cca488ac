import { Avatar, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { IconTrash, IconUpload } from '@tabler/icons-react';
import { AVATAR_MAX_BYTES } from '../../../domain/account.js';
import { initials } from '../../components/dashboard/initials';
import { SectionCard } from '../../components/page/SectionCard';
import type { CurrentUser } from '../../lib/current-user';
import { IMAGE_ACCEPT, imageRule } from '../../lib/image-file';
import { useImageUpload } from '../../lib/use-image-upload';
import { useRemoveAvatar, useUploadAvatar } from './api';

/** The profile photo shown in the top bar and team list: upload, replace or remove. */
export function AvatarCard({ user }: { user: CurrentUser['user'] }) {
  const upload = useUploadAvatar();
  const remove = useRemoveAvatar();
  const { resetFileInput, problem, busy, onFile, onRemove } = useImageUpload({
    maxBytes: AVATAR_MAX_BYTES,
    upload,
    remove,
    uploaded: 'Photo updated',
    removed: 'Photo removed',
  });

  return (
    <SectionCard title="Photo" description="Helps colleagues recognise you in the team list.">
      <Group gap="lg" align="center">
        <Avatar
          src={user.avatarUrl}
          alt={user.avatarUrl ? 'Your profile photo' : undefined}
          size={96}
          radius={96}
          color="motio"
        >
          {initials(user.name, user.lastName, user.email)}
        </Avatar>
        <Stack gap="xs">
          <Group gap="sm">
            <FileButton onChange={onFile} accept={IMAGE_ACCEPT} resetRef={resetFileInput}>
              {(props) => (
                <Button
                  {...props}
                  leftSection={<IconUpload size={16} aria-hidden />}
                  loading={upload.isPending}
                  disabled={busy && !upload.isPending}
                >
                  {user.avatarUrl ? 'Change photo' : 'Upload photo'}
                </Button>
              )}
            </FileButton>
            {user.avatarUrl && (
              <Button
                variant="default"
                leftSection={<IconTrash size={16} aria-hidden />}
                loading={remove.isPending}
                disabled={busy && !remove.isPending}
                onClick={onRemove}
              >
                Remove
              </Button>
            )}
          </Group>
          <Text size="xs" c="dimmed">
            {imageRule(AVATAR_MAX_BYTES)}
          </Text>
          {problem && (
            <Text size="sm" c="red" role="alert">
              {problem}
            </Text>
          )}
        </Stack>
      </Group>
    </SectionCard>
  );
}
