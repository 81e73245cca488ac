import { PlaceholderPage } from '../../components/page/PlaceholderPage';

export function PricingPage() {
  return (
    <PlaceholderPage
      title="Pricing"
      description="Plans for solo therapists, growing teams and larger clinics, billed monthly or yearly, each starting with a 14-day free trial."
      align="center"
    />
  );
}
