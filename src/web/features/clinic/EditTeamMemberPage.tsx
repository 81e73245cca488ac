import { PlaceholderPage } from '../../components/page/PlaceholderPage';

export function EditTeamMemberPage() {
  return (
    <PlaceholderPage
      title="Edit team member"
      description={"Change this colleague's role and access."}
    />
  );
}
