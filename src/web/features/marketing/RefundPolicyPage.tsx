import { PlaceholderPage } from '../../components/page/PlaceholderPage';

export function RefundPolicyPage() {
  return (
    <PlaceholderPage
      title="Refund Policy"
      description="When refunds apply, how cancelling works and how long you keep access after the end of a billing period."
      align="center"
    />
  );
}
