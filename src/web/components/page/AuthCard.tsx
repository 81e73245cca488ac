import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { DocumentTitle } from './DocumentTitle';

interface AuthCardProps {
  /** The page's one h1, also the browser tab title. */
  title: string;
  /** A sentence under the title saying what this page is for. */
  description?: ReactNode;
  children?: ReactNode;
  /** Links under the card, such as "Already have an account? Log in". */
  footer?: ReactNode;
}

/**
 * The centred card of the public account pages (register, login, verification, password
 * reset, invitations, checkout success), so they all share one width, rhythm and look.
 */
export function AuthCard({ title, description, children, footer }: AuthCardProps) {
  return (
    <Container size="xs" px="md" py={{ base: 'lg', sm: 'xl' }}>
      <DocumentTitle title={title} />
      <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 'xl' }}>
        <Stack gap="lg">
          <Stack gap="xs">
            <Title order={1} size="h2">
              {title}
            </Title>
            {description && <Text c="dimmed">{description}</Text>}
          </Stack>
          {children}
        </Stack>
      </Paper>
      {footer && (
        <Stack gap="xs" align="center" mt="lg">
          {footer}
        </Stack>
      )}
    </Container>
  );
}
