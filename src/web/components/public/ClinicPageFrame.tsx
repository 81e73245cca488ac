import { Alert, Container, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { DocumentTitle } from '../page/DocumentTitle';
import classes from './ClinicPageFrame.module.css';

export interface FramedClinic {
  name: string;
  logoUrl: string | null;
  /** The clinic's note to its patients, shown above the card. */
  message?: string;
}

interface ClinicPageFrameProps {
  /** What the page is for, e.g. "Book a visit": the heading until the clinic is known. */
  pageName: string;
  /** The line under the clinic's name, e.g. "Book a visit online". */
  subtitle: string;
  /** Unknown while the page loads, or when the clinic cannot be shown. */
  clinic?: FramedClinic;
  children: ReactNode;
}

/** The calm frame of a clinic's pages for its patients: its name and logo, its message, one card. */
export function ClinicPageFrame({ pageName, subtitle, clinic, children }: ClinicPageFrameProps) {
  return (
    <Container size="sm" px="md" py={{ base: 'md', sm: 'xl' }}>
      <DocumentTitle title={clinic ? `${pageName} at ${clinic.name}` : pageName} />
      <Stack gap="md">
        <Group gap="md" wrap="nowrap">
          {clinic?.logoUrl && (
            <Image src={clinic.logoUrl} alt="" className={classes.logo} w="auto" />
          )}
          <Stack gap={0}>
            <Title order={1} size="h2">
              {clinic?.name ?? pageName}
            </Title>
            {clinic && <Text c="dimmed">{subtitle}</Text>}
          </Stack>
        </Group>
        {clinic?.message && (
          <Alert variant="light" color="blue" role="note" style={{ whiteSpace: 'pre-line' }}>
            {clinic.message}
          </Alert>
        )}
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
          {children}
        </Paper>
      </Stack>
    </Container>
  );
}
