import type { AppContext } from '../context.js';
import type { SessionCookies } from '../plugins/sessions.js';

/** What every route plugin is registered with. */
export interface RouteDeps {
  ctx: AppContext;
  cookies: SessionCookies;
}
