import { Anchor, Group, SimpleGrid, Stack, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { SetupChecklist } from '../../../domain/setup-checklist.js';
import { setupSteps } from './setup-steps';
import classes from './setup-checklist.module.css';

/** The steps, each ticked or not (said in words to screen readers), linking to where it is done. */
export function SetupStepList({ steps }: { steps: SetupChecklist['steps'] }) {
  return (
    <SimpleGrid
      component="ul"
      cols={{ base: 1, sm: 2, lg: 3 }}
      spacing="sm"
      verticalSpacing="sm"
      className={classes.plainList}
      aria-label="Setup steps"
    >
      {steps.map((step, index) => {
        const info = setupSteps[step.id];
        return (
          <Group component="li" key={step.id} gap="sm" wrap="nowrap" align="flex-start">
            <ThemeIcon
              size={24}
              radius="xl"
              variant={step.done ? 'filled' : 'default'}
              color={step.done ? 'teal' : undefined}
              aria-hidden
            >
              {step.done ? (
                <IconCheck size={14} stroke={3} />
              ) : (
                <Text span size="xs" fw={600} c="dimmed">
                  {index + 1}
                </Text>
              )}
            </ThemeIcon>
            <Stack gap={0} miw={0}>
              <Anchor component={Link} to={info.to} size="sm" fw={600}>
                <VisuallyHidden>{step.done ? 'Done:' : 'To do:'}</VisuallyHidden> {info.title}
              </Anchor>
              <Text size="xs" c="dimmed">
                {info.description}
              </Text>
            </Stack>
          </Group>
        );
      })}
    </SimpleGrid>
  );
}
