import { PlaceholderPage } from '../../components/page/PlaceholderPage';

export function EditPatientPage() {
  return (
    <PlaceholderPage
      title="Edit patient"
      description={"Update this patient's contact details and medical history."}
    />
  );
}
