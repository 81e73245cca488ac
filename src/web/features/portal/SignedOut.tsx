import { useQuery } from '@tanstack/react-query';
import { clinicOfferQuery } from './api';
import { PortalLayout } from './PortalLayout';
import { SignInForm } from './SignInForm';
import { useKeepWaitlistRequest } from './waitlist/waitlist-request';

const WAITLIST_NOTE = 'Sign in first: the waitlist form then opens with your choices.';

/** The sign-in form in the clinic's frame: its name and logo from its public booking page. */
export function SignedOut({ slug, note }: { slug: string; note?: string | null }) {
  // Without it (the clinic takes no online bookings, or the call failed) the form still works.
  const offer = useQuery(clinicOfferQuery(slug));
  const joiningWaitlist = useKeepWaitlistRequest(slug);
  return (
    <PortalLayout clinic={offer.data?.clinic}>
      <SignInForm slug={slug} note={note ?? (joiningWaitlist ? WAITLIST_NOTE : null)} />
    </PortalLayout>
  );
}
