import { CalendarPage } from '../../features/appointments/CalendarPage';
import { SetupChecklist } from '../../features/onboarding/SetupChecklist';

/** The dashboard's first screen: the calendar, with the clinic's setup checklist above it. */
export function DashboardHome() {
  return <CalendarPage intro={<SetupChecklist />} />;
}
