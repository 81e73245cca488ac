import { PlaceholderPage } from '../../components/page/PlaceholderPage';

export function PlanAndBillingPage() {
  return (
    <PlaceholderPage
      title="Plan & billing"
      description="Your current plan, payment method and invoices, and where to change or cancel your subscription."
    />
  );
}
