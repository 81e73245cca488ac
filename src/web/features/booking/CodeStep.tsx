import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  verifyBookingSchema,
  type PublicBooking,
  type PublicBookingResult,
  type PublicSlot,
  type VerifyBookingInput,
} from '../../../domain/online-booking.js';
import { useVerifyBooking } from './api';
import { bookingFailure, type BookingFailure } from './booking-errors';
import { timeFormatter } from './booking-time';
import { FailureAlert } from './FailureAlert';
import { SlotTakenChoices } from './SlotTakenChoices';
import { StepFrame } from './StepFrame';
import { clinicTimeSuffix } from '../../lib/visitor-zone';

export const WRONG_CODE_MESSAGE =
  'That code does not match. Check the latest email from us and type its 6 digits again.';

interface CodeStepProps {
  slug: string;
  clinic: PublicBooking['clinic'];
  booking: PublicBookingResult;
  email: string;
  onConfirmed: (booking: PublicBookingResult) => void;
  /** The held time ran out: back to the times, details kept. */
  onExpired: () => void;
  /** The time was taken meanwhile: book one of the next free times instead. */
  onRebook: (slot: PublicSlot) => Promise<void>;
  rebooking: boolean;
  onOtherTime: () => void;
  onBack: () => void;
  focusHeading: boolean;
}

/** The 6-digit code from the email turns the held time into a booked visit. */
export function CodeStep(props: CodeStepProps) {
  const { clinic, booking } = props;
  const verify = useVerifyBooking(props.slug);
  const [failure, setFailure] = useState<BookingFailure | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<VerifyBookingInput>({
    resolver: zodResolver(verifyBookingSchema),
    defaultValues: { code: '' },
  });

  const onSubmit = handleSubmit(async ({ code }) => {
    setFailure(null);
    try {
      props.onConfirmed(await verify.mutateAsync({ bookingId: booking.id, code }));
    } catch (error) {
      const failed = bookingFailure(error);
      if (failed.kind === 'expired') return props.onExpired();
      if (failed.kind === 'wrong-code') {
        setError('code', { type: 'server', message: WRONG_CODE_MESSAGE });
        setFocus('code', { shouldSelect: true });
        return;
      }
      setFailure(failed);
    }
  });
  // A new hold replaces this step (keyed by booking); a refusal of it is shown here.
  const rebook = async (slot: PublicSlot) => {
    try {
      await props.onRebook(slot);
    } catch (error) {
      setFailure(bookingFailure(error));
    }
  };
  const heldUntil =
    booking.expiresAt &&
    `${timeFormatter(clinic.locale, clinic.timeZone)(booking.expiresAt)}${clinicTimeSuffix(clinic.timeZone, new Date(booking.expiresAt))}`;

  return (
    <StepFrame title="Check your email" onBack={props.onBack} focusHeading={props.focusHeading}>
      <Stack gap={4}>
        <Text>
          We sent a 6-digit code to <strong>{props.email}</strong>.
        </Text>
        {heldUntil && (
          <Text size="sm" c="dimmed">
            We hold this time for you until {heldUntil}.
          </Text>
        )}
      </Stack>
      <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Confirm your booking">
        <Stack gap="sm">
          <TextInput
            {...register('code')}
            label="Code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            size="md"
            error={errors.code?.message}
            disabled={verify.isPending || props.rebooking}
          />
          {failure?.kind === 'slot-taken' ? (
            <SlotTakenChoices
              clinic={clinic}
              nextSlots={failure.nextSlots}
              busy={props.rebooking}
              onPick={(slot) => void rebook(slot)}
              onOtherTime={props.onOtherTime}
            />
          ) : (
            <>
              {failure?.kind === 'message' && (
                <FailureAlert
                  title={failure.title}
                  text={failure.text}
                  clinic={failure.contact ? clinic : undefined}
                />
              )}
              <Button type="submit" size="md" fullWidth loading={verify.isPending}>
                Confirm booking
              </Button>
            </>
          )}
          <Text size="sm" c="dimmed">
            No email? Check your spam folder, or go back to check your email address.
          </Text>
        </Stack>
      </form>
    </StepFrame>
  );
}
