import '../../lib/mantine-styles';
import {
  ActionIcon,
  Anchor,
  Container,
  Group,
  SimpleGrid,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import {
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandLinkedin,
  IconBrandX,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { openCookieSettings } from '../../lib/consent';
import { Logo } from '../Logo';
import classes from './PublicFooter.module.css';

/** About, Blog, Careers and the social profiles do not exist yet. */
const placeholderPages = ['About', 'Blog', 'Careers'];
const placeholderSocial = [
  { label: 'LinkedIn', Icon: IconBrandLinkedin },
  { label: 'X', Icon: IconBrandX },
  { label: 'Instagram', Icon: IconBrandInstagram },
  { label: 'Facebook', Icon: IconBrandFacebook },
];

export function PublicFooter() {
  return (
    <footer className={classes.footer}>
      <Container size="lg" py="xl">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="xl">
          <Stack gap="sm">
            <Logo />
            <Text size="sm" c="dimmed" maw={260}>
              Practice management and medical records for physiotherapy clinics.
            </Text>
          </Stack>
          <FooterColumn title="Product">
            <FooterLink to="/features">Features</FooterLink>
            <FooterLink to="/pricing">Pricing</FooterLink>
            <FooterLink to="/early-access">Early Access</FooterLink>
          </FooterColumn>
          <FooterColumn title="Company">
            {placeholderPages.map((label) => (
              <Text key={label} size="sm" c="dimmed" aria-disabled="true" title="Coming soon">
                {label}
              </Text>
            ))}
            <FooterLink to="/contact">Contact</FooterLink>
          </FooterColumn>
          <FooterColumn title="Legal">
            <FooterLink to="/privacy">Privacy Policy</FooterLink>
            <FooterLink to="/terms">Terms of Service</FooterLink>
            <FooterLink to="/refund-policy">Refund Policy</FooterLink>
            <FooterLink to="/cookies">Cookie Policy</FooterLink>
            <UnstyledButton className={classes.textButton} onClick={openCookieSettings}>
              Manage cookies
            </UnstyledButton>
          </FooterColumn>
        </SimpleGrid>
        <Group justify="space-between" mt="xl" pt="lg" className={classes.bottom}>
          <Text size="sm" c="dimmed">
            © {new Date().getFullYear()} Motio
          </Text>
          <Group gap={4}>
            {placeholderSocial.map(({ label, Icon }) => (
              <ActionIcon
                key={label}
                variant="subtle"
                color="gray"
                size="lg"
                disabled
                aria-label={`${label} (coming soon)`}
              >
                <Icon size={18} stroke={1.6} aria-hidden />
              </ActionIcon>
            ))}
          </Group>
        </Group>
      </Container>
    </footer>
  );
}

function FooterColumn({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap={8} align="flex-start">
      <Text component="h2" size="sm" fw={700} tt="uppercase" c="dimmed" className={classes.heading}>
        {title}
      </Text>
      {children}
    </Stack>
  );
}

function FooterLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Anchor component={Link} to={to} size="sm" c="var(--mantine-color-text)">
      {children}
    </Anchor>
  );
}
