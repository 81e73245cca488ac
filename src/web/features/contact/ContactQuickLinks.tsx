import { Anchor, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconLayoutGrid,
  IconLogin,
  IconMail,
  IconReceipt,
  IconSparkles,
  type Icon,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import classes from './ContactPage.module.css';
import { useSupportEmail } from './support-email';

interface QuickLink {
  icon: Icon;
  link: ReactNode;
  text: ReactNode;
}

const pageLink = (to: string, label: string) => (
  <Anchor component={Link} to={to} fw={600}>
    {label}
  </Anchor>
);

/** The quick links of /contact: the answers people often look for before writing. */
export function ContactQuickLinks() {
  const supportEmail = useSupportEmail();
  const links: QuickLink[] = [
    {
      icon: IconReceipt,
      link: pageLink('/pricing', 'Pricing'),
      text: 'Compare the Solo, Team and Clinic+ plans, add-ons and yearly billing.',
    },
    {
      icon: IconLayoutGrid,
      link: pageLink('/features', 'Features'),
      text: 'Scheduling, patient records, analytics and security, screen by screen.',
    },
    {
      icon: IconSparkles,
      link: pageLink('/early-access', 'Early Access'),
      text: 'Lifetime free access for therapists and clinics who help shape Motio.',
    },
    {
      icon: IconLogin,
      link: pageLink('/login', 'Log in'),
      text: (
        <>
          Trouble signing in?{' '}
          <Anchor component={Link} to="/forgot-password">
            Reset your password
          </Anchor>
          .
        </>
      ),
    },
    {
      icon: IconMail,
      link: (
        <Anchor href={`mailto:${supportEmail}`} fw={600} className={classes.email}>
          {supportEmail}
        </Anchor>
      ),
      text: 'Prefer your own mail program? Write to us directly.',
    },
  ];

  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} h="100%">
      <Stack gap="lg">
        <Title order={2} size="h3">
          Quick links
        </Title>
        <ul className={classes.quickLinks}>
          {links.map(({ icon: LinkIcon, link, text }, index) => (
            <li key={index}>
              <Group wrap="nowrap" align="flex-start" gap="md">
                <ThemeIcon variant="light" size="lg" radius="md" aria-hidden>
                  <LinkIcon size={20} stroke={1.75} />
                </ThemeIcon>
                <Stack gap={2} miw={0}>
                  {link}
                  <Text size="sm" c="dimmed">
                    {text}
                  </Text>
                </Stack>
              </Group>
            </li>
          ))}
        </ul>
      </Stack>
    </Paper>
  );
}
