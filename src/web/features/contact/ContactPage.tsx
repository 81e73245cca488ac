import { Grid, Paper, Stack, Text, Title } from '@mantine/core';
import { PublicPageMeta } from '../../components/page/PublicPageMeta';
import { ContactFaq } from './ContactFaq';
import { ContactForm } from './ContactForm';
import classes from './ContactPage.module.css';
import { ContactQuickLinks } from './ContactQuickLinks';

/** /contact: contact form, quick links, FAQ block. */
export function ContactPage() {
  return (
    <div className={classes.page}>
      <PublicPageMeta path="/contact" />
      <Stack gap="sm" className={classes.intro}>
        <Title order={1}>Contact us</Title>
        <Text size="lg" c="dimmed">
          Questions about Motio, pricing or moving your clinic over? Write to us and we reply within
          24 hours.
        </Text>
      </Stack>
      <Grid gap={{ base: 'lg', md: 'xl' }}>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 'xl' }}>
            <ContactForm />
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <ContactQuickLinks />
        </Grid.Col>
      </Grid>
      <ContactFaq />
    </div>
  );
}
