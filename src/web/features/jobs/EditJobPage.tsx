import { PlaceholderPage } from '../../components/page/PlaceholderPage';

export function EditJobPage() {
  return (
    <PlaceholderPage
      title="Edit job"
      description={"Change this task's details, owner or due date."}
    />
  );
}
