import { PlaceholderPage } from '../../components/page/PlaceholderPage';

export function PatientPage() {
  return (
    <PlaceholderPage
      title="Patient record"
      description={"This patient's details, diagnoses, therapies, visit notes and attachments."}
    />
  );
}
