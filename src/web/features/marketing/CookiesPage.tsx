import { Button } from '@mantine/core';
import { openCookieSettings } from '../../lib/consent';
import { PlaceholderPage } from '../../components/page/PlaceholderPage';

export function CookiesPage() {
  return (
    <PlaceholderPage
      title="Cookie Policy"
      description="Which cookies Motio uses and why, and how you can change your choice at any time."
      align="center"
    >
      <Button variant="default" onClick={openCookieSettings}>
        Open cookie settings
      </Button>
    </PlaceholderPage>
  );
}
