/** The public navigation, footer and cookie banner are hidden under /dashboard. */
export function isDashboardPath(pathname: string): boolean {
  return pathname === '/dashboard' || pathname.startsWith('/dashboard/');
}

/**
 * A clinic's pages for its patients, /book/{slug}, /portal/{slug}, a mailed waitlist offer
 * /waitlist/offers/{token} and a reminder's Confirm/Cancel link /visits/{token}: the clinic's own
 * plain frame.
 */
export function isPatientPagePath(pathname: string): boolean {
  return (
    pathname.startsWith('/book/') ||
    pathname.startsWith('/portal/') ||
    pathname.startsWith('/waitlist/offers/') ||
    pathname.startsWith('/visits/')
  );
}
