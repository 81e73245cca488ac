import { PlaceholderPage } from '../../components/page/PlaceholderPage';

export function AppointmentPage() {
  return (
    <PlaceholderPage
      title="Appointment"
      description="Everything about this visit: the patient, the therapist, the time and the notes."
    />
  );
}
