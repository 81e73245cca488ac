import { PlaceholderPage } from '../../components/page/PlaceholderPage';

export function TestFeedbackPage() {
  return (
    <PlaceholderPage
      title="Feedback"
      description={
        "Tell us what works, what doesn't and what you would like next; every message reaches the product team."
      }
    />
  );
}
