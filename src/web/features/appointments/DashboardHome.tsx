import { SetupChecklist } from '../onboarding/SetupChecklist';
import { CalendarPage } from './CalendarPage';

/** The dashboard's first screen: the calendar, with the clinic's setup checklist above it. */
export function DashboardHome() {
  return <CalendarPage intro={<SetupChecklist />} />;
}
