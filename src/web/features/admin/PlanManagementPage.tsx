import { PlaceholderPage } from '../../components/page/PlaceholderPage';

export function PlanManagementPage() {
  return (
    <PlaceholderPage
      title="Plan management"
      description="The subscription plans, prices and limits offered on the pricing page."
    />
  );
}
