import { publicPageFor, type PublicPagePath } from '../../../domain/public-pages';
import { DocumentTitle } from './DocumentTitle';

/** Title and description of a public page, from the one table the server also reads. */
export function PublicPageMeta({ path }: { path: PublicPagePath }) {
  const page = publicPageFor(path);
  return <DocumentTitle title={page?.title} description={page?.description} />;
}
