import { Anchor, Text } from '@mantine/core';
import { Link, Outlet } from 'react-router';
import { InsideMainContext, MAIN_CONTENT_ID } from '../layout/main-content';
import classes from './PublicLayout.module.css';

/**
 * A clinic's pages for its patients (the booking page, perhaps framed on the clinic's own
 * website): the clinic's content alone, without Motio's navigation, footer or cookie banner.
 */
export function PatientPageLayout() {
  return (
    <div className={classes.page}>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={classes.main}>
        <InsideMainContext value>
          <Outlet />
        </InsideMainContext>
      </main>
      <Text component="footer" size="xs" c="dimmed" ta="center" py="md">
        Online booking by Motio ·{' '}
        <Anchor component={Link} to="/privacy" size="xs" c="dimmed" underline="always">
          Privacy
        </Anchor>
      </Text>
    </div>
  );
}
