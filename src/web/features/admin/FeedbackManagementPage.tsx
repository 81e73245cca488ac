import { PlaceholderPage } from '../../components/page/PlaceholderPage';

export function FeedbackManagementPage() {
  return (
    <PlaceholderPage
      title="Feedback management"
      description="Feedback sent by testers from inside the app, ready to read and sort."
    />
  );
}
