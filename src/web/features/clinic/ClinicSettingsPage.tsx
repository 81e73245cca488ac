import { PlaceholderPage } from '../../components/page/PlaceholderPage';

export function ClinicSettingsPage() {
  return (
    <PlaceholderPage
      title="Clinic settings"
      description={"Your clinic's name, address, time zone and opening hours."}
    />
  );
}
