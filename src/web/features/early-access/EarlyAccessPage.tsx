import { PlaceholderPage } from '../../components/page/PlaceholderPage';

export function EarlyAccessPage() {
  return (
    <PlaceholderPage
      title="Early Access"
      description="Join the Early Access program for licensed therapists and clinic teams: lifetime free access in return for your honest feedback."
      align="center"
    />
  );
}
