import { PlaceholderPage } from '../../components/page/PlaceholderPage';

export function TeamManagementPage() {
  return (
    <PlaceholderPage
      title="Team"
      description="Invite colleagues, choose their roles and remove access when someone leaves."
    />
  );
}
