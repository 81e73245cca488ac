import { PlaceholderPage } from '../../components/page/PlaceholderPage';

export function DiagnosisPage() {
  return (
    <PlaceholderPage
      title="Diagnosis"
      description="The details of this diagnosis and the therapies linked to it."
    />
  );
}
