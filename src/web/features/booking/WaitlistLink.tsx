import { Anchor } from '@mantine/core';
import { Link } from 'react-router';

interface WaitlistLinkProps {
  slug: string;
  serviceId: string;
  /** Absent for "anyone available". */
  practitionerId?: string;
  locationId: string;
}

/**
 * "No time that suits? Join the waitlist": to the portal's waitlist form with the choices made
 * here (the portal asks the patient to sign in first, and keeps them meanwhile).
 */
export function WaitlistLink({ slug, serviceId, practitionerId, locationId }: WaitlistLinkProps) {
  const query = new URLSearchParams({
    waitlist: '1',
    serviceId,
    ...(practitionerId && { practitionerId }),
    locationId,
  });
  return (
    <Anchor component={Link} to={`/portal/${encodeURIComponent(slug)}?${query.toString()}`}>
      No time that suits? Join the waitlist
    </Anchor>
  );
}
