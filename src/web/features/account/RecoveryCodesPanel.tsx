import { Alert, Button, Code, CopyButton, Group, SimpleGrid, Stack } from '@mantine/core';
import { IconCheck, IconCopy, IconDownload, IconKey } from '@tabler/icons-react';
import { downloadTextFile } from '../../lib/download';
import classes from './RecoveryCodesPanel.module.css';

interface RecoveryCodesPanelProps {
  codes: string[];
  email: string;
  onDone: () => void;
}

function codesFile(codes: string[], email: string): string {
  return [
    `Motio recovery codes for ${email}`,
    'Each code signs you in once when you cannot use your authenticator app.',
    '',
    ...codes,
    '',
  ].join('\n');
}

/** Recovery codes, shown once: the user copies or downloads them, then says they are saved. */
export function RecoveryCodesPanel({ codes, email, onDone }: RecoveryCodesPanelProps) {
  const text = codesFile(codes, email);
  return (
    <Stack gap="md">
      <Alert color="yellow" variant="light" icon={<IconKey aria-hidden />} title="Shown only once">
        Each code signs you in once if you lose your phone. Keep them somewhere safe, such as a
        password manager: we cannot show them again.
      </Alert>
      <SimpleGrid
        component="ul"
        cols={2}
        spacing="xs"
        className={classes.codes}
        aria-label="Recovery codes"
      >
        {codes.map((code) => (
          <li key={code}>
            <Code fz="sm">{code}</Code>
          </li>
        ))}
      </SimpleGrid>
      <Group gap="sm">
        <CopyButton value={text}>
          {({ copied, copy }) => (
            <Button
              variant="default"
              leftSection={
                copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />
              }
              onClick={copy}
            >
              {copied ? 'Copied' : 'Copy codes'}
            </Button>
          )}
        </CopyButton>
        <Button
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
          onClick={() => downloadTextFile('motio-recovery-codes.txt', text)}
        >
          Download .txt
        </Button>
      </Group>
      <Group justify="flex-end">
        <Button onClick={onDone}>I have saved them</Button>
      </Group>
    </Stack>
  );
}
