import { Stack } from '@mantine/core';
import type { ClinicFormat } from '../../lib/clinic-format';
import type { OfferedService } from './booking-choice';
import { ChoiceButton } from './ChoiceButton';
import { StepFrame } from './StepFrame';

interface ServiceStepProps {
  services: readonly OfferedService[];
  format: ClinicFormat;
  onChoose: (service: OfferedService) => void;
  onBack?: () => void;
  focusHeading: boolean;
}

/** "45 min · €65.00" */
export const serviceDetail = (service: OfferedService, format: ClinicFormat) =>
  `${service.durationMinutes} min · ${format.money(service.priceCents)}`;

export function ServiceStep({
  services,
  format,
  onChoose,
  onBack,
  focusHeading,
}: ServiceStepProps) {
  return (
    <StepFrame title="What would you like to book?" onBack={onBack} focusHeading={focusHeading}>
      <Stack gap="sm">
        {services.map((service) => (
          <ChoiceButton
            key={service.id}
            title={service.name}
            detail={serviceDetail(service, format)}
            onClick={() => onChoose(service)}
          />
        ))}
      </Stack>
    </StepFrame>
  );
}
