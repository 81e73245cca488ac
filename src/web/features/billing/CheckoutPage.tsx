import { PlaceholderPage } from '../../components/page/PlaceholderPage';

export function CheckoutPage() {
  return (
    <PlaceholderPage
      title="Choose your plan"
      description="Pick a plan and a monthly or yearly billing period to start your subscription."
      align="center"
    />
  );
}
