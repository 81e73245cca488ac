import { PlaceholderPage } from '../../components/page/PlaceholderPage';

export function CheckoutRegisterPage() {
  return (
    <PlaceholderPage
      title="Create your account"
      description="Create the account your subscription will belong to, then complete your payment securely."
      align="center"
    />
  );
}
