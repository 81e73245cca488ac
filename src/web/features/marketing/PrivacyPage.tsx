import { PlaceholderPage } from '../../components/page/PlaceholderPage';

export function PrivacyPage() {
  return (
    <PlaceholderPage
      title="Privacy Policy"
      description="How Motio collects, stores and protects personal and patient data, and the rights you have over it."
      align="center"
    />
  );
}
