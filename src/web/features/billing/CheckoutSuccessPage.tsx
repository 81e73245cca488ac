import { PlaceholderPage } from '../../components/page/PlaceholderPage';

export function CheckoutSuccessPage() {
  return (
    <PlaceholderPage
      title="Welcome to Motio"
      description="Your subscription is set up: check your inbox to verify your email address, then sign in."
      align="center"
    />
  );
}
