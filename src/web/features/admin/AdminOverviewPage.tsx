import { PlaceholderPage } from '../../components/page/PlaceholderPage';

export function AdminOverviewPage() {
  return (
    <PlaceholderPage
      title="Admin overview"
      description="Platform-wide figures: clinics, active users, sign-ups and subscriptions."
    />
  );
}
