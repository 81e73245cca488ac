import { PlaceholderPage } from '../../components/page/PlaceholderPage';

export function LoginPage() {
  return (
    <PlaceholderPage
      title="Sign in"
      description="Sign in with your email address and password to open your clinic dashboard."
      align="center"
    />
  );
}
