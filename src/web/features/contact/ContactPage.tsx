import { PlaceholderPage } from '../../components/page/PlaceholderPage';

export function ContactPage() {
  return (
    <PlaceholderPage
      title="Contact us"
      description="Send us a question about sales, support or partnerships and we will reply within 24 hours."
      align="center"
    />
  );
}
