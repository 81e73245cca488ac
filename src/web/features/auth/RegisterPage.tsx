import { PlaceholderPage } from '../../components/page/PlaceholderPage';

export function RegisterPage() {
  return (
    <PlaceholderPage
      title="Create your account"
      description="Register with your name, location, email address and a password to start using Motio."
      align="center"
    />
  );
}
