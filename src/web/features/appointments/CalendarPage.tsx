import { PlaceholderPage } from '../../components/page/PlaceholderPage';

export function CalendarPage() {
  return (
    <PlaceholderPage
      title="Calendar"
      description={
        "Your clinic's appointments by month, week, day or agenda, for one therapist or the whole team."
      }
    />
  );
}
