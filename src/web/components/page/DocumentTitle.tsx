/** Sets the browser tab title; React 19 hoists <title> into <head>. */
export function DocumentTitle({ title }: { title?: string }) {
  return <title>{title ? `${title} · Motio` : 'Motio'}</title>;
}
