const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A route answer that the route error screen shows as 'Ohh! page not found'. */
export function notFound(): Response {
  return new Response('Not Found', { status: 404, statusText: 'Not Found' });
}

/** The record id of a URL such as /dashboard/patients/:id; anything but a UUID is a 404. */
export function requireUuidParam(value: string | undefined): string {
  if (value === undefined || !UUID_PATTERN.test(value)) throw notFound();
  return value.toLowerCase();
}
