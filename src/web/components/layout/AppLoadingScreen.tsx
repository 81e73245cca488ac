import classes from './AppLoadingScreen.module.css';

/** Shown while the first screen's code or data loads; plain CSS, so it costs no JavaScript. */
export function AppLoadingScreen() {
  return (
    <div className={classes.screen} role="status" aria-label="Loading">
      <span className={classes.spinner} aria-hidden />
    </div>
  );
}
