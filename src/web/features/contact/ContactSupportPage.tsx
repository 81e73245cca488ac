import { PlaceholderPage } from '../../components/page/PlaceholderPage';

export function ContactSupportPage() {
  return (
    <PlaceholderPage
      title="Contact support"
      description="Ask our support team for help with anything in Motio; we reply within 24 hours."
    />
  );
}
