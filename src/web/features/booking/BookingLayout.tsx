import type { ReactNode } from 'react';
import type { PublicBooking } from '../../../domain/online-booking.js';
import { ClinicPageFrame } from '../../components/public/ClinicPageFrame';

type BookingClinic = Pick<PublicBooking['clinic'], 'name' | 'logoUrl' | 'message'>;

interface BookingLayoutProps {
  /** Unknown while the page loads or when the clinic does not take bookings. */
  clinic?: BookingClinic;
  children: ReactNode;
}

/** The booking pages in the clinic's frame, with its message to patients. */
export function BookingLayout({ clinic, children }: BookingLayoutProps) {
  return (
    <ClinicPageFrame pageName="Book a visit" subtitle="Book a visit online" clinic={clinic}>
      {children}
    </ClinicPageFrame>
  );
}
