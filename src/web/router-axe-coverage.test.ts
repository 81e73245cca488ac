import fs from 'node:fs';
import path from 'node:path';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { axeCheckedRoutes } from '../../e2e/axe-routes';
import { createRoutes } from './router';

/** The full path of every route that shows a screen, as React Router matches it. */
function screenPaths(routes: RouteObject[], parent = ''): string[] {
  return routes.flatMap((route) => {
    const own = route.path ? `${parent.replace(/\/$/, '')}/${route.path}` : parent;
    const children = route.children ? screenPaths(route.children, own) : [];
    // Layout routes without a path show nothing of their own; a path with an index child shows
    // that child (counted there).
    const shows =
      route.index || (route.path !== undefined && !route.children?.some((c) => c.index));
    return shows ? [own || '/', ...children] : children;
  });
}

describe('axe coverage of the route table', () => {
  it('lists every route of the router with the e2e spec that checks it in both themes', () => {
    const routes = [...new Set(screenPaths(createRoutes()))].sort();
    expect(Object.keys(axeCheckedRoutes).sort()).toEqual(routes);
  });

  it('names specs that exist', () => {
    for (const spec of new Set(Object.values(axeCheckedRoutes)))
      expect(fs.existsSync(path.join('e2e', spec)), spec).toBe(true);
  });
});
