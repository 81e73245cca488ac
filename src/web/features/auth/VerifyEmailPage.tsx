import { PlaceholderPage } from '../../components/page/PlaceholderPage';

export function VerifyEmailPage() {
  return (
    <PlaceholderPage
      title="Verify your email"
      description="Confirming the address you registered with, so that you can sign in."
      align="center"
    />
  );
}
