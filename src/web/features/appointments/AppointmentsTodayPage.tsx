import { PlaceholderPage } from '../../components/page/PlaceholderPage';

export function AppointmentsTodayPage() {
  return (
    <PlaceholderPage
      title={"Today's appointments"}
      description="Everyone booked in today, in order, with quick access to their records."
    />
  );
}
