import { Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconActivityHeartbeat, IconCertificate, IconShieldLock } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import classes from './Pricing.module.css';

/** Motio's own claims, exactly: 99.9% uptime, HIPAA, SOC 2 Type II. */
const claims: Array<{
  title: string;
  text: string;
  icon: ComponentType<{ size?: number; 'aria-hidden'?: boolean }>;
}> = [
  {
    title: '99.9% uptime',
    text: 'Your calendar and patient records are there when the first patient walks in and when the last note is written.',
    icon: IconActivityHeartbeat,
  },
  {
    title: 'HIPAA compliant',
    text: 'Patient data travels encrypted, each person sees only what their role allows, and an audit trail records who opened which record.',
    icon: IconShieldLock,
  },
  {
    title: 'SOC 2 Type II',
    text: 'Our security and availability controls are independently audited over time, not just checked once.',
    icon: IconCertificate,
  },
];

export function TrustSection() {
  return (
    <section aria-labelledby="pricing-trust-heading">
      <Title order={2} id="pricing-trust-heading" mb="lg">
        Security your patients can count on
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {claims.map(({ title, text, icon: Icon }) => (
          <Paper key={title} withBorder p="lg" className={classes.trustItem}>
            <Stack gap="sm">
              <ThemeIcon size={44} radius="md" variant="light">
                <Icon size={24} aria-hidden />
              </ThemeIcon>
              <Title order={3} size="h4">
                {title}
              </Title>
              <Text size="sm" c="dimmed">
                {text}
              </Text>
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>
    </section>
  );
}
