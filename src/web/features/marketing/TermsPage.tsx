import { PlaceholderPage } from '../../components/page/PlaceholderPage';

export function TermsPage() {
  return (
    <PlaceholderPage
      title="Terms of Service"
      description="The terms that govern your use of Motio: accounts, subscriptions and the responsibilities we share with your clinic."
      align="center"
    />
  );
}
