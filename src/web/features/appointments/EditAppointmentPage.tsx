import { PlaceholderPage } from '../../components/page/PlaceholderPage';

export function EditAppointmentPage() {
  return (
    <PlaceholderPage
      title="Edit appointment"
      description="Change the time, therapist or patient of this appointment."
    />
  );
}
