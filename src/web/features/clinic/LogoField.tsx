import { Button, FileButton, Group, Image, Paper, Stack, Text } from '@mantine/core';
import { IconBuildingHospital, IconTrash, IconUpload } from '@tabler/icons-react';
import { LOGO_MAX_BYTES } from '../../../domain/clinic-settings.js';
import { IMAGE_ACCEPT, imageRule } from '../../lib/image-file';
import { useImageUpload } from '../../lib/use-image-upload';
import { useRemoveLogo, useUploadLogo } from './clinic-settings-api';

/** The clinic's logo: a preview, and upload or removal that take effect at once. */
export function LogoField({ logoUrl, manages }: { logoUrl: string | null; manages: boolean }) {
  const upload = useUploadLogo();
  const remove = useRemoveLogo();
  const { resetFileInput, problem, busy, onFile, onRemove } = useImageUpload({
    maxBytes: LOGO_MAX_BYTES,
    upload,
    remove,
    uploaded: 'Logo updated',
    removed: 'Logo removed',
  });

  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        Logo
      </Text>
      <Group gap="lg" align="center">
        <Paper
          withBorder
          w={120}
          h={80}
          p="xs"
          style={{ display: 'flex', alignItems: 'center', justifyContent: 'center' }}
        >
          {logoUrl ? (
            <Image src={logoUrl} alt="Clinic logo" fit="contain" h="100%" w="100%" />
          ) : (
            <IconBuildingHospital
              size={32}
              aria-label="No logo"
              color="var(--mantine-color-dimmed)"
            />
          )}
        </Paper>
        {manages && (
          <Stack gap="xs">
            <Group gap="sm">
              <FileButton onChange={onFile} accept={IMAGE_ACCEPT} resetRef={resetFileInput}>
                {(props) => (
                  <Button
                    {...props}
                    variant="default"
                    leftSection={<IconUpload size={16} aria-hidden />}
                    loading={upload.isPending}
                    disabled={busy && !upload.isPending}
                  >
                    {logoUrl ? 'Change logo' : 'Upload logo'}
                  </Button>
                )}
              </FileButton>
              {logoUrl && (
                <Button
                  variant="subtle"
                  color="red"
                  leftSection={<IconTrash size={16} aria-hidden />}
                  loading={remove.isPending}
                  disabled={busy && !remove.isPending}
                  onClick={onRemove}
                >
                  Remove logo
                </Button>
              )}
            </Group>
            <Text size="xs" c="dimmed">
              {imageRule(LOGO_MAX_BYTES)} Saved as soon as you choose it.
            </Text>
            {problem && (
              <Text size="sm" c="red" role="alert">
                {problem}
              </Text>
            )}
          </Stack>
        )}
      </Group>
    </Stack>
  );
}
