import { useQuery } from '@tanstack/react-query';
import type { RefObject } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import type { Room } from '../../../../domain/clinic-settings.js';
import { localDateTimeOf } from '../../../../domain/clinic-time.js';
import { locationsQuery } from '../../../lib/queries/locations';
import { addMinutes, type AppointmentFormValues } from './appointment-form';
import type { AvailableSlot } from './availability-api';
import { locationOptions as bookableLocations, roomLocationOf } from './location-choice';

interface BookingPlaceOptions {
  form: UseFormReturn<AppointmentFormValues>;
  rooms: readonly Room[];
  zone: string;
  initialValues: AppointmentFormValues;
  /** The visit's length the form keeps while the start moves. */
  lengthRef: RefObject<number>;
}

/**
 * Where and when the booking form books: the location (offered with more than one active), the
 * rooms there, and a free time picked from "Next available", which fills in the date, times,
 * therapist, location and room at once.
 */
export function useBookingPlace({
  form,
  rooms,
  zone,
  initialValues,
  lengthRef,
}: BookingPlaceOptions) {
  const [locationId, date, startTime, therapistId] = useWatch({
    control: form.control,
    name: ['locationId', 'date', 'startTime', 'therapistId'],
  });
  const locations = useQuery({ ...locationsQuery, retry: false }).data ?? [];
  const locationOptions = bookableLocations(locations, initialValues.locationId);
  const showLocation = locationOptions.length > 1;
  const roomOptions = rooms
    .filter((room) => room.active || room.id === initialValues.roomId)
    .filter((room) => {
      const at = roomLocationOf(room);
      return !showLocation || !locationId || at === null || at === locationId;
    })
    .map((room) => ({ value: room.id, label: room.name }));
  const locationOfRoom = (roomId: string | null) =>
    roomLocationOf(rooms.find((room) => room.id === roomId));
  const touch = { shouldDirty: true, shouldValidate: form.formState.isSubmitted };

  return {
    showLocation,
    locationOptions,
    roomOptions,
    /** A room decides the location. */
    chooseRoom: (roomId: string | null, onChange: (value: string | null) => void) => {
      onChange(roomId);
      const at = locationOfRoom(roomId);
      if (at && showLocation) form.setValue('locationId', at, touch);
    },
    /** The room stays only if it is at the new location. */
    chooseLocation: (next: string | null, onChange: (value: string | null) => void) => {
      onChange(next);
      const at = locationOfRoom(form.getValues('roomId'));
      if (next && at && at !== next) form.setValue('roomId', null, touch);
    },
    pickSlot: (slot: AvailableSlot) => {
      const start = localDateTimeOf(new Date(slot.start), zone);
      const end = localDateTimeOf(new Date(slot.end), zone);
      const minutes = Math.round((Date.parse(slot.end) - Date.parse(slot.start)) / 60_000);
      lengthRef.current = minutes;
      form.setValue('date', start.date, touch);
      form.setValue('startTime', start.time, touch);
      form.setValue(
        'endTime',
        end.date === start.date ? end.time : addMinutes(start.time, minutes),
        touch,
      );
      form.setValue('therapistId', slot.practitionerId, touch);
      form.setValue('locationId', slot.locationId, touch);
      const roomAt = locationOfRoom(form.getValues('roomId'));
      if (slot.roomId) form.setValue('roomId', slot.roomId, touch);
      else if (roomAt && roomAt !== slot.locationId) form.setValue('roomId', null, touch);
    },
    /** The free time the form is on now. */
    isChosenSlot: (slot: AvailableSlot) => {
      const start = localDateTimeOf(new Date(slot.start), zone);
      return start.date === date && start.time === startTime && slot.practitionerId === therapistId;
    },
    /** Named on the free times only where there is a choice of location. */
    locationName: (id: string) =>
      showLocation ? locations.find((candidate) => candidate.id === id)?.name : undefined,
  };
}
