import { Container, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Portal } from '../../../domain/portal.js';
import { DocumentTitle } from '../../components/page/DocumentTitle';
import classes from './portal.module.css';

interface PortalLayoutProps {
  /** Known once the patient is signed in. */
  clinic?: Pick<Portal['clinic'], 'name' | 'logoUrl'>;
  children: ReactNode;
}

/** The calm frame of the portal: the clinic's name and logo, then one card. */
export function PortalLayout({ clinic, children }: PortalLayoutProps) {
  return (
    <Container size="sm" px="md" py={{ base: 'md', sm: 'xl' }}>
      <DocumentTitle title={clinic ? `Your visits at ${clinic.name}` : 'Your visits'} />
      <Stack gap="md">
        <Group gap="md" wrap="nowrap">
          {clinic?.logoUrl && (
            <Image src={clinic.logoUrl} alt="" className={classes.logo} w="auto" />
          )}
          <Stack gap={0}>
            <Title order={1} size="h2">
              {clinic?.name ?? 'Your visits'}
            </Title>
            {clinic && <Text c="dimmed">Your visits</Text>}
          </Stack>
        </Group>
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
          {children}
        </Paper>
      </Stack>
    </Container>
  );
}
