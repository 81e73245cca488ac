/** The public navigation, footer and cookie banner are hidden under /dashboard. */
export function isDashboardPath(pathname: string): boolean {
  return pathname === '/dashboard' || pathname.startsWith('/dashboard/');
}
