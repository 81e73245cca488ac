import { PlaceholderPage } from '../../components/page/PlaceholderPage';

export function AddJobPage() {
  return (
    <PlaceholderPage title="Add job" description="Create a task for yourself or a colleague." />
  );
}
