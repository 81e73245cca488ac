import { PlaceholderPage } from '../../components/page/PlaceholderPage';

export function TherapyPage() {
  return (
    <PlaceholderPage
      title="Therapy"
      description="The plan, sessions and progress of this course of therapy."
    />
  );
}
