import { LinkButton } from '../../components/LinkButton';
import { PlaceholderPage } from '../../components/page/PlaceholderPage';

export function LandingPage() {
  return (
    <PlaceholderPage
      title="Calm, organised care for physiotherapy clinics"
      description="Motio keeps patient records, appointments, your team and billing in one secure place; the full tour of the product is on its way to this page."
      align="center"
    >
      <LinkButton to="/early-access">Get Started</LinkButton>
      <LinkButton to="/features" variant="default">
        See features
      </LinkButton>
    </PlaceholderPage>
  );
}
