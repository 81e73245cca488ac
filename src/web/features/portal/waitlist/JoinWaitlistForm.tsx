import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Flex, Stack, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { PublicBooking } from '../../../../domain/online-booking.js';
import {
  portalWishInputSchema,
  WISHES_PER_PATIENT_MAX,
  type PortalWishInput,
} from '../../../../domain/waitlist.js';
import { WishWhatFields } from '../../../components/waitlist/WishWhatFields';
import { WishWhenFields } from '../../../components/waitlist/WishWhenFields';
import { ApiError } from '../../../lib/http';
import { applyServerFieldErrors, errorMessage } from '../../../lib/server-errors';
import { defaultWishWhen } from '../../../lib/wish-display';
import { isSessionEnded } from '../portal-errors';
import { useJoinWaitlist, type NewPortalWish } from './waitlist-api';
import type { WaitlistRequest } from './waitlist-request';

const fieldNames = [
  'serviceId',
  'practitionerId',
  'locationId',
  'weekdays',
  'from',
  'to',
  'until',
] as const;

export const TOO_MANY_WISHES_MESSAGE = `You are already waiting for ${WISHES_PER_PATIENT_MAX} times, the most at once. Remove one to add another.`;

interface JoinWaitlistFormProps {
  offer: PublicBooking;
  /** Choices brought from the booking page; ones the clinic does not offer are left out. */
  request: WaitlistRequest | null;
  onJoined: () => void;
  onCancel: () => void;
  onSessionEnded: () => void;
  /** Opened by the patient's button, which is gone now: the first choice takes focus. */
  focusFirstField?: boolean;
}

/** The choices of a request that the clinic offers online, as the form's first values. */
function prefilled(offer: PublicBooking, request: WaitlistRequest | null) {
  const service = offer.services.find((item) => item.id === request?.serviceId);
  if (!service) return { serviceId: '', practitionerId: null, locationId: null };
  const practitionerId = service.practitionerIds.find((id) => id === request?.practitionerId);
  const locationId = service.locationIds.find((id) => id === request?.locationId);
  return {
    serviceId: service.id,
    practitionerId: practitionerId ?? null,
    locationId: locationId ?? null,
  };
}

/** "Join the waitlist": what the patient waits for, from what the clinic offers online, and when. */
export function JoinWaitlistForm({
  offer,
  request,
  onJoined,
  onCancel,
  onSessionEnded,
  focusFirstField = false,
}: JoinWaitlistFormProps) {
  const join = useJoinWaitlist();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<PortalWishInput, unknown, NewPortalWish>({
    resolver: zodResolver(portalWishInputSchema),
    defaultValues: {
      ...prefilled(offer, request),
      ...defaultWishWhen(offer.clinic.timeZone),
      note: '',
    },
  });
  const { isSubmitting } = form.formState;
  const { setFocus } = form;
  useEffect(() => {
    if (focusFirstField) setFocus('serviceId');
  }, [focusFirstField, setFocus]);
  const serviceId = useWatch({ control: form.control, name: 'serviceId' });
  const service = offer.services.find((item) => item.id === serviceId);
  const practitioners = offer.practitioners.filter(
    (item) => !service || service.practitionerIds.includes(item.id),
  );
  const locations = offer.locations.filter(
    (item) => !service || service.locationIds.includes(item.id),
  );

  const save = form.handleSubmit(async (input) => {
    setFormError(null);
    try {
      await join.mutateAsync(input);
      onJoined();
    } catch (error) {
      if (isSessionEnded(error)) onSessionEnded();
      else if (error instanceof ApiError && error.code === 'TOO_MANY_WISHES')
        setFormError(TOO_MANY_WISHES_MESSAGE);
      else if (!applyServerFieldErrors(error, form.setError, fieldNames))
        setFormError(errorMessage(error));
    }
  });

  return (
    <form onSubmit={(event) => void save(event)} noValidate aria-labelledby="join-waitlist">
      <Stack gap="md">
        <Title order={4} size="h5" id="join-waitlist">
          Join the waitlist
        </Title>
        <WishWhatFields
          form={form}
          services={offer.services.map((item) => ({ value: item.id, label: item.name }))}
          practitioners={practitioners.map((item) => ({ value: item.id, label: item.name }))}
          locations={locations.map((item) => ({ value: item.id, label: item.name }))}
        />
        <WishWhenFields form={form} timeZone={offer.clinic.timeZone} />
        {formError && (
          <Alert color="red" variant="light" role="alert">
            {formError}
          </Alert>
        )}
        <Flex direction={{ base: 'column-reverse', xs: 'row' }} justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={isSubmitting}>
            Join the waitlist
          </Button>
        </Flex>
      </Stack>
    </form>
  );
}
