import { PlaceholderPage } from '../../components/page/PlaceholderPage';

export function AllJobsPage() {
  return (
    <PlaceholderPage
      title="Jobs"
      description="Tasks for your clinic team, with who owns each one and when it is due."
    />
  );
}
