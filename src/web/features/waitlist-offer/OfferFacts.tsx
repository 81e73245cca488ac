import { Stack, Text } from '@mantine/core';
import type { PublicOffer } from '../../../domain/waitlist.js';
import { offerTimeForVisitor, offerTimeIn } from './offer-time';

/** What is on offer: when (the clinic's time, and the patient's when it differs), what, who, where. */
export function OfferFacts({ offer }: { offer: PublicOffer }) {
  const yours = offerTimeForVisitor(offer);
  return (
    <Stack gap={4}>
      <Text fw={600} size="lg">
        {offerTimeIn(offer, offer.timeZone)}
      </Text>
      {yours && (
        <Text size="sm" c="dimmed">
          Clinic time ({offer.timeZone}). Your time: {yours}.
        </Text>
      )}
      <Text>{offer.serviceName}</Text>
      <Text>with {offer.practitionerName}</Text>
      <Text>
        {offer.locationName}
        {offer.locationAddress && (
          <Text span c="dimmed">
            {' '}
            · {offer.locationAddress}
          </Text>
        )}
      </Text>
    </Stack>
  );
}
