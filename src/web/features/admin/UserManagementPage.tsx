import { PlaceholderPage } from '../../components/page/PlaceholderPage';

export function UserManagementPage() {
  return (
    <PlaceholderPage
      title="User management"
      description="Find any account on the platform, check its status and help with access problems."
    />
  );
}
