import { PlaceholderPage } from '../../components/page/PlaceholderPage';

export function ProfilePage() {
  return (
    <PlaceholderPage
      title="Profile"
      description="Your name, contact details and how you appear to colleagues."
    />
  );
}
