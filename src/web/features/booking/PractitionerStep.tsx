import { Stack } from '@mantine/core';
import { ANYONE, type OfferedPractitioner } from './booking-choice';
import { ChoiceButton } from './ChoiceButton';
import { StepFrame } from './StepFrame';

interface PractitionerStepProps {
  practitioners: readonly OfferedPractitioner[];
  onChoose: (practitioner: OfferedPractitioner | typeof ANYONE) => void;
  onBack: () => void;
  focusHeading: boolean;
}

export function PractitionerStep({
  practitioners,
  onChoose,
  onBack,
  focusHeading,
}: PractitionerStepProps) {
  return (
    <StepFrame title="Who would you like to see?" onBack={onBack} focusHeading={focusHeading}>
      <Stack gap="sm">
        <ChoiceButton
          title="Anyone available"
          detail="See the most free times"
          onClick={() => onChoose(ANYONE)}
        />
        {practitioners.map((practitioner) => (
          <ChoiceButton
            key={practitioner.id}
            title={practitioner.name}
            detail={practitioner.title || undefined}
            onClick={() => onChoose(practitioner)}
          />
        ))}
      </Stack>
    </StepFrame>
  );
}
