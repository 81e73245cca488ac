import { use, useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { InsideMainContext, MAIN_CONTENT_ID } from '../layout/main-content';
import { DocumentTitle } from '../page/DocumentTitle';
import classes from './ErrorScreen.module.css';
import { NotFoundScreen } from './NotFoundScreen';

/** The `errorElement` of the route table. */
export function RouteErrorScreen() {
  const error = useRouteError();
  const insideMain = use(InsideMainContext);
  const notFound = isRouteErrorResponse(error) && error.status === 404;

  useEffect(() => {
    if (!notFound) console.error('Route error', error);
  }, [error, notFound]);

  const screen = notFound ? (
    <NotFoundScreen />
  ) : (
    <section className={classes.screen}>
      <DocumentTitle title="Something went wrong" />
      <h1 className={classes.title}>something went wrong</h1>
    </section>
  );
  // A failure above the layouts (e.g. the dashboard's sign-in check) has no <main> around it.
  if (insideMain) return screen;
  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1} className={classes.main}>
      {screen}
    </main>
  );
}
