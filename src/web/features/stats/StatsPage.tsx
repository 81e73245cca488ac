import { PlaceholderPage } from '../../components/page/PlaceholderPage';

export function StatsPage() {
  return (
    <PlaceholderPage
      title="Statistics"
      description="Appointments, patient numbers and therapist workload over the period you choose."
    />
  );
}
