import { PlaceholderPage } from '../../components/page/PlaceholderPage';

export function EditDiagnosisPage() {
  return (
    <PlaceholderPage
      title="Edit diagnosis"
      description="Correct or complete the details of this diagnosis."
    />
  );
}
