import { PlaceholderPage } from '../../components/page/PlaceholderPage';

export function UsageMonitoringPage() {
  return (
    <PlaceholderPage
      title="Usage monitoring"
      description="How clinics use Motio over time, to spot problems early and plan capacity."
    />
  );
}
