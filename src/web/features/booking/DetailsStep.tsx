import { zodResolver } from '@hookform/resolvers/zod';
import { Button, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { PublicBooking, PublicSlot } from '../../../domain/online-booking.js';
import { applyServerFieldErrors } from '../../lib/server-errors';
import { bookingFailure, type BookingFailure } from './booking-errors';
import classes from './booking.module.css';
import { BookingSummary, type SummaryLines } from './BookingSummary';
import { DateOfBirthField } from './DateOfBirthField';
import {
  DETAIL_FIELDS,
  detailsSchema,
  type BookingDetails,
  type DetailsFormValues,
} from './details-form';
import { FailureAlert } from './FailureAlert';
import { SlotTakenChoices } from './SlotTakenChoices';
import { StepFrame } from './StepFrame';

interface DetailsStepProps {
  clinic: PublicBooking['clinic'];
  summary: SummaryLines;
  /** What the visitor typed before, kept when they chose another time. */
  defaultValues: DetailsFormValues;
  /** Holds the time for them; `slot` replaces the chosen one (a next free time). */
  onBook: (details: BookingDetails, slot?: PublicSlot) => Promise<void>;
  busy: boolean;
  onOtherTime: () => void;
  onBack: () => void;
  focusHeading: boolean;
}

/** Who is coming: the visitor's name and contact, then "Book this time". */
export function DetailsStep(props: DetailsStepProps) {
  const { clinic, onBook, busy } = props;
  const [failure, setFailure] = useState<BookingFailure | null>(null);
  const [sent, setSent] = useState<BookingDetails | null>(null);
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<DetailsFormValues, unknown, BookingDetails>({
    resolver: zodResolver(detailsSchema),
    defaultValues: props.defaultValues,
  });

  const book = async (details: BookingDetails, slot?: PublicSlot) => {
    setFailure(null);
    setSent(details);
    try {
      await onBook(details, slot);
    } catch (error) {
      const failed = bookingFailure(error);
      if (failed.kind === 'fields') applyServerFieldErrors(error, setError, DETAIL_FIELDS);
      setFailure(failed);
    }
  };
  const onSubmit = handleSubmit((details) => book(details));

  return (
    <StepFrame title="Your details" onBack={props.onBack} focusHeading={props.focusHeading}>
      <BookingSummary lines={props.summary} clinic={clinic} />
      <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Your details">
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <TextInput
              {...register('firstName')}
              label="First name"
              autoComplete="given-name"
              error={errors.firstName?.message}
              disabled={busy}
            />
            <TextInput
              {...register('lastName')}
              label="Last name"
              autoComplete="family-name"
              error={errors.lastName?.message}
              disabled={busy}
            />
          </SimpleGrid>
          <TextInput
            {...register('email')}
            label="Email"
            description="We send a code here to confirm your booking."
            type="email"
            inputMode="email"
            autoComplete="email"
            error={errors.email?.message}
            disabled={busy}
          />
          <TextInput
            {...register('phone')}
            label="Phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            error={errors.phone?.message}
            disabled={busy}
          />
          <Controller
            control={control}
            name="dateOfBirth"
            render={({ field }) => (
              <DateOfBirthField
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
                error={errors.dateOfBirth?.message}
                disabled={busy}
              />
            )}
          />
          <Textarea
            {...register('note')}
            label="Anything the clinic should know? (optional)"
            autosize
            minRows={2}
            error={errors.note?.message}
            disabled={busy}
          />
          <div className={classes.honeypot} aria-hidden="true">
            <label>
              Website
              <input {...register('website')} type="text" tabIndex={-1} autoComplete="off" />
            </label>
          </div>
          {failure?.kind === 'slot-taken' && sent ? (
            <SlotTakenChoices
              clinic={clinic}
              nextSlots={failure.nextSlots}
              busy={busy}
              onPick={(slot) => void book(sent, slot)}
              onOtherTime={props.onOtherTime}
            />
          ) : (
            failure?.kind === 'message' && (
              <FailureAlert
                title={failure.title}
                text={failure.text}
                clinic={failure.contact ? clinic : undefined}
              />
            )
          )}
          {failure?.kind !== 'slot-taken' && (
            <Button type="submit" size="md" fullWidth loading={busy}>
              Book this time
            </Button>
          )}
        </Stack>
      </form>
    </StepFrame>
  );
}
