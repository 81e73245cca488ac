import { Stack, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import type {
  PublicBooking,
  PublicBookingResult,
  PublicSlot,
} from '../../../domain/online-booking.js';
import { PendingMessage } from '../../components/page/PendingMessage';
import { clinicFormat } from '../../lib/clinic-format';
import { availabilityQueryPrefix, bookingOfferQuery, useRequestBooking } from './api';
import {
  ANYONE,
  readChoice,
  withChoice,
  withoutStep,
  withSlot,
  type BookingChoice,
} from './booking-choice';
import { BookedConfirmation } from './BookedConfirmation';
import { BookingLayout } from './BookingLayout';
import { BookingUnavailable } from './BookingUnavailable';
import { ClinicContact } from './ClinicContact';
import { CodeStep } from './CodeStep';
import { EMPTY_DETAILS, type BookingDetails } from './details-form';
import { DetailsStep } from './DetailsStep';
import { LocationStep } from './LocationStep';
import { PractitionerStep } from './PractitionerStep';
import { serviceDetail, ServiceStep } from './ServiceStep';
import { TimeStep } from './TimeStep';

/** /book/:slug and /book/:slug/:locationId: a patient books a visit, step by step. Public. */
export function BookingPage() {
  const { slug = '', locationId } = useParams();
  const offer = useQuery(bookingOfferQuery(slug));
  if (offer.isPending) {
    return (
      <BookingLayout>
        <PendingMessage>Loading the booking page…</PendingMessage>
      </BookingLayout>
    );
  }
  if (offer.isError) {
    return (
      <BookingLayout>
        <BookingUnavailable error={offer.error} retry={() => void offer.refetch()} />
      </BookingLayout>
    );
  }
  return (
    <BookingLayout clinic={offer.data.clinic}>
      <BookingFlow slug={slug} offer={offer.data} pathLocationId={locationId} />
    </BookingLayout>
  );
}

interface BookingFlowProps {
  slug: string;
  offer: PublicBooking;
  pathLocationId: string | undefined;
}

const EXPIRED_NOTICE = 'The time we held for you ran out. Please choose a time again.';

function BookingFlow({ slug, offer, pathLocationId }: BookingFlowProps) {
  const { clinic } = offer;
  const [params, setParams] = useSearchParams();
  const choice = readChoice(offer, params, pathLocationId);
  const format = useMemo(() => clinicFormat(clinic), [clinic]);
  const request = useRequestBooking(slug);
  const queryClient = useQueryClient();
  const [details, setDetails] = useState<BookingDetails | null>(null);
  const [held, setHeld] = useState<PublicBookingResult | null>(null);
  const [confirmed, setConfirmed] = useState<PublicBookingResult | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  // The heading of each step after the first takes the focus, so keyboard and screen-reader
  // users start reading at the new step.
  const [moved, setMoved] = useState(false);
  const go = (next: URLSearchParams, replace = false) => {
    setMoved(true);
    void setParams(next, { replace });
  };
  const back = () => go(withoutStep(params, choice.step));

  if (offer.services.length === 0 || offer.locations.length === 0) {
    return (
      <Stack gap="sm">
        <Title order={2} size="h3">
          No visits can be booked online right now
        </Title>
        <ClinicContact phone={clinic.phone} email={clinic.email} lead="To book a visit," />
      </Stack>
    );
  }

  if (confirmed) {
    return (
      <BookedConfirmation booking={confirmed} clinic={clinic} email={details?.email} slug={slug} />
    );
  }

  const book = async (values: BookingDetails, slot: PublicSlot) => {
    const booking = await request.mutateAsync({
      ...values,
      note: values.note || undefined,
      serviceId: choice.service!.id,
      practitionerId: slot.practitionerId,
      locationId: slot.locationId,
      start: slot.start,
    });
    setDetails(values);
    setHeld(booking);
    if (slot.start !== choice.slot?.start || slot.practitionerId !== choice.slot.practitionerId)
      go(withSlot(params, slot), true);
  };
  // Back to the week's times, read afresh: the one chosen was taken or its hold ran out.
  const toTimes = () => {
    setHeld(null);
    void queryClient.invalidateQueries({ queryKey: availabilityQueryPrefix(slug) });
    go(withChoice(params, { start: null }));
  };

  const focusHeading = moved;
  const { location, service, practitioner, slot } = choice;
  const isHeld =
    held !== null && slot !== null && Date.parse(held.start) === Date.parse(slot.start);

  if (isHeld && details) {
    return (
      <CodeStep
        key={held.id}
        slug={slug}
        clinic={clinic}
        booking={held}
        email={details.email}
        onConfirmed={setConfirmed}
        onExpired={() => {
          setNotice(EXPIRED_NOTICE);
          toTimes();
        }}
        onRebook={(next) => book(details, next)}
        rebooking={request.isPending}
        onOtherTime={toTimes}
        onBack={() => setHeld(null)}
        focusHeading
      />
    );
  }

  switch (choice.step) {
    case 'location':
      return (
        <LocationStep
          locations={offer.locations}
          onChoose={(chosen) => go(withChoice(params, { location: chosen.id }))}
          focusHeading={focusHeading}
        />
      );
    case 'service':
      return (
        <ServiceStep
          services={offer.services.filter((item) => item.locationIds.includes(location!.id))}
          format={format}
          onChoose={(chosen) => go(withChoice(params, { service: chosen.id }))}
          onBack={choice.locationFixed ? undefined : back}
          focusHeading={focusHeading}
        />
      );
    case 'practitioner':
      return (
        <PractitionerStep
          practitioners={offer.practitioners.filter((item) =>
            service!.practitionerIds.includes(item.id),
          )}
          onChoose={(chosen) =>
            go(withChoice(params, { practitioner: chosen === ANYONE ? ANYONE : chosen.id }))
          }
          onBack={back}
          focusHeading={focusHeading}
        />
      );
    case 'time':
      return (
        <TimeStep
          slug={slug}
          clinic={clinic}
          serviceId={service!.id}
          location={location!}
          practitioner={practitioner!}
          week={choice.week}
          notice={notice}
          onWeek={(week) => go(withChoice(params, { week: String(week) }), true)}
          onChoose={(chosen) => {
            setNotice(null);
            go(withSlot(params, chosen));
          }}
          onBack={back}
          focusHeading={focusHeading}
        />
      );
    case 'details':
      return (
        <DetailsStep
          clinic={clinic}
          summary={summaryOf(offer, choice, format)}
          defaultValues={details ?? EMPTY_DETAILS}
          onBook={(values, next) => book(values, next ?? slot!)}
          busy={request.isPending}
          onOtherTime={toTimes}
          onBack={back}
          focusHeading={focusHeading}
        />
      );
  }
}

function summaryOf(
  offer: PublicBooking,
  { service, location, slot }: BookingChoice,
  format: ReturnType<typeof clinicFormat>,
) {
  const practitioner = offer.practitioners.find((item) => item.id === slot!.practitionerId);
  return {
    service: service!.name,
    serviceDetail: serviceDetail(service!, format),
    practitioner: practitioner?.name ?? '',
    start: slot!.start,
    location: location!.name,
    address: location!.address,
  };
}
