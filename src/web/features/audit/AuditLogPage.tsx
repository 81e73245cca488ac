import { PlaceholderPage } from '../../components/page/PlaceholderPage';

export function AuditLogPage() {
  return (
    <PlaceholderPage
      title="Audit log"
      description="A read-only record of who viewed or changed which record, and when."
    />
  );
}
