import { PlaceholderPage } from '../../components/page/PlaceholderPage';

export function AllPatientsPage() {
  return (
    <PlaceholderPage
      title="Patients"
      description="Search and browse every patient record in your clinic."
    />
  );
}
