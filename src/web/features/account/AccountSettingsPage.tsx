import { PlaceholderPage } from '../../components/page/PlaceholderPage';

export function AccountSettingsPage() {
  return (
    <PlaceholderPage
      title="Account settings"
      description="Your email address, password and signed-in sessions."
    />
  );
}
