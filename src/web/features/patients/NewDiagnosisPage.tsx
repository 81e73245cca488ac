import { PlaceholderPage } from '../../components/page/PlaceholderPage';

export function NewDiagnosisPage() {
  return (
    <PlaceholderPage title="New diagnosis" description="Record a new diagnosis for this patient." />
  );
}
