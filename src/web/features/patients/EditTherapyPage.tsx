import { PlaceholderPage } from '../../components/page/PlaceholderPage';

export function EditTherapyPage() {
  return (
    <PlaceholderPage
      title="Edit therapy"
      description="Adjust the plan of this course of therapy."
    />
  );
}
