import { Link } from 'react-router';
import { DocumentTitle } from '../page/DocumentTitle';
import classes from './ErrorScreen.module.css';

/** The 404 answer of the route table. */
export function NotFoundScreen() {
  return (
    <section className={classes.screen}>
      <DocumentTitle title="Page not found" />
      <img
        className={classes.image}
        src="/not-found.svg"
        width={600}
        height={360}
        alt="A signpost on a quiet path, pointing nowhere in particular"
      />
      <h1 className={classes.title}>Ohh! page not found</h1>
      <p className={classes.text}>{"We can't seem to find the page you're looking for"}</p>
      <Link to="/dashboard" className={classes.link}>
        back home
      </Link>
    </section>
  );
}
