/**
 * Whether `pathname` (with or without a trailing slash) is `path` or, unless `exact`, one of its
 * sub-pages. Kept free of icons and components: the dashboard loader uses it in the first chunk.
 */
export function isOnPath(pathname: string, { path, exact }: { path: string; exact?: boolean }) {
  const current = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return current === path || (!exact && current.startsWith(`${path}/`));
}
