import { Stack } from '@mantine/core';
import type { OfferedLocation } from './booking-choice';
import { ChoiceButton } from './ChoiceButton';
import { StepFrame } from './StepFrame';

interface LocationStepProps {
  locations: readonly OfferedLocation[];
  onChoose: (location: OfferedLocation) => void;
  focusHeading: boolean;
}

export function LocationStep({ locations, onChoose, focusHeading }: LocationStepProps) {
  return (
    <StepFrame title="Where would you like to come?" focusHeading={focusHeading}>
      <Stack gap="sm">
        {locations.map((location) => (
          <ChoiceButton
            key={location.id}
            title={location.name}
            detail={location.address || undefined}
            onClick={() => onChoose(location)}
          />
        ))}
      </Stack>
    </StepFrame>
  );
}
