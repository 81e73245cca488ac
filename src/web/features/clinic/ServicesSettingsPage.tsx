import { PlaceholderPage } from '../../components/page/PlaceholderPage';

export function ServicesSettingsPage() {
  return (
    <PlaceholderPage
      title="Services"
      description="The treatments your clinic offers, with their duration and price."
    />
  );
}
