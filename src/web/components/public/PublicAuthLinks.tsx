import '../../lib/mantine-styles';
import { Button } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useSignInStatus } from '../../lib/current-user';
import { queryClient } from '../../lib/query-client';

interface PublicAuthLinksProps {
  /** Stretch the buttons to the full width (the small-screen menu). */
  fullWidth?: boolean;
}

/**
 * Sign In / Get Started for visitors, Go to Dashboard for signed-in users. Nothing is shown
 * until the sign-in check has finished. Loaded lazily by the header,
 * so it brings its own provider for the shared query cache.
 */
export function PublicAuthLinks(props: PublicAuthLinksProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthLinks {...props} />
    </QueryClientProvider>
  );
}

function AuthLinks({ fullWidth = false }: PublicAuthLinksProps) {
  const status = useSignInStatus();
  if (status === 'unknown') return null;
  if (status === 'signed-in') {
    return (
      <Button component={Link} to="/dashboard" fullWidth={fullWidth}>
        Go to Dashboard
      </Button>
    );
  }
  return (
    <>
      <Button component={Link} to="/login" variant="subtle" fullWidth={fullWidth}>
        Sign In
      </Button>
      <Button component={Link} to="/early-access" fullWidth={fullWidth}>
        Get Started
      </Button>
    </>
  );
}
