import { PlaceholderPage } from '../../components/page/PlaceholderPage';

export function AddPatientPage() {
  return (
    <PlaceholderPage
      title="Add patient"
      description="Create a new patient record with contact details and medical history."
    />
  );
}
