/** Hands the tab over to the payment provider's page (a full navigation, not a route change). */
export function leaveAppFor(url: string): void {
  window.location.assign(url);
}
