import { PlaceholderPage } from '../../components/page/PlaceholderPage';

export function NewTherapyPage() {
  return (
    <PlaceholderPage
      title="New therapy"
      description="Plan a course of therapy for this patient and follow their progress."
    />
  );
}
