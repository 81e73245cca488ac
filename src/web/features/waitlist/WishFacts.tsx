import { Anchor, Badge } from '@mantine/core';
import { Link } from 'react-router';
import type { Wish } from '../../../domain/waitlist.js';
import { timesLabel, weekdaysLabel } from '../../lib/wish-display';
import { appointmentPath, patientPath, wishSourceLabels } from './waitlist-display';

/** The patient's name, linking to their record. */
export function WishPatient({ wish }: { wish: Wish }) {
  return (
    <Anchor component={Link} to={patientPath(wish.patientId)} fw={500}>
      {wish.patientName}
    </Anchor>
  );
}

/** 'Mon, Wed · 08:00–12:00'. */
export const wishWhen = (wish: Wish) =>
  `${weekdaysLabel(wish.weekdays)} · ${timesLabel(wish.from, wish.to)}`;

/** Who added it: the desk or the patient in the portal. */
export function WishSource({ wish }: { wish: Wish }) {
  return (
    <Badge variant="light" color={wish.source === 'portal' ? 'grape' : 'gray'}>
      {wishSourceLabels[wish.source]}
    </Badge>
  );
}

/** The visit a booked wish got. */
export function BookedVisitLink({ wish }: { wish: Wish }) {
  if (!wish.appointmentId) return null;
  return (
    <Anchor component={Link} to={appointmentPath(wish.appointmentId)} size="sm">
      Booked visit
    </Anchor>
  );
}
