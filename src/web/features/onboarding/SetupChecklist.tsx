import {
  ActionIcon,
  Anchor,
  Button,
  Card,
  Collapse,
  Group,
  Progress,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { useLocalStorage, useMediaQuery } from '@mantine/hooks';
import { IconChevronDown, IconCircleCheck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link } from 'react-router';
import { can } from '../../../domain/permissions.js';
import type { SetupChecklist as Checklist } from '../../../domain/setup-checklist.js';
import { useSignedInUser } from '../../components/dashboard/use-signed-in-user';
import { notifyError } from '../../components/toasts/notify';
import { errorMessage } from '../../lib/server-errors';
import { setupChecklistQuery, useDismissSetupChecklist } from './api';
import { setupSteps } from './setup-steps';
import { SetupStepList } from './SetupStepList';

const FOLDING_STORAGE_KEY = 'motio-setup-checklist';
/** Theme breakpoint sm (48em): wider screens open with the steps showing, phones folded. */
const WIDE_MEDIA_QUERY = '(min-width: 48em)';

/**
 * "Set up your clinic" on the dashboard, for owners until one of them hides it. Nothing shows
 * while it loads or when it cannot be read: the calendar below matters more.
 */
export function SetupChecklist() {
  const owner = can(useSignedInUser()?.membership?.role, 'clinic.setup');
  const checklist = useQuery({ ...setupChecklistQuery, enabled: owner });
  if (!owner || !checklist.data || checklist.data.dismissed) return null;
  return <SetupChecklistCard checklist={checklist.data} />;
}

function SetupChecklistCard({ checklist }: { checklist: Checklist }) {
  const titleId = useId();
  const done = checklist.steps.filter((step) => step.done).length;
  const total = checklist.steps.length;
  const next = checklist.steps.find((step) => !step.done);

  return (
    <Card component="section" withBorder padding="md" aria-labelledby={titleId}>
      {next ? (
        <StepsInProgress titleId={titleId} checklist={checklist} done={done} total={total} />
      ) : (
        <Group justify="space-between" gap="sm">
          <Group gap="sm" wrap="nowrap">
            <ThemeIcon size={32} radius="xl" color="teal" variant="light" aria-hidden>
              <IconCircleCheck size={20} />
            </ThemeIcon>
            <Stack gap={0}>
              <Title order={2} size="h5" id={titleId}>
                Your clinic is set up
              </Title>
              <Text size="sm" c="dimmed">
                All {total} setup steps are done.
              </Text>
            </Stack>
          </Group>
          <HideChecklistButton />
        </Group>
      )}
    </Card>
  );
}

interface StepsInProgressProps {
  titleId: string;
  checklist: Checklist;
  done: number;
  total: number;
}

function StepsInProgress({ titleId, checklist, done, total }: StepsInProgressProps) {
  const stepsId = useId();
  const wide = useMediaQuery(WIDE_MEDIA_QUERY, true, { getInitialValueInEffect: false });
  // The owner's own choice, once they have made one, wins over the screen's default.
  const [choice, setChoice] = useLocalStorage<'' | 'open' | 'folded'>({
    key: FOLDING_STORAGE_KEY,
    defaultValue: '',
    getInitialValueInEffect: false,
  });
  const expanded = choice === '' ? wide : choice === 'open';
  const next = checklist.steps.find((step) => !step.done);

  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="xs" align="center">
        <Title order={2} size="h5" id={titleId}>
          Set up your clinic
        </Title>
        <Group gap={4} wrap="nowrap" ml="auto">
          <HideChecklistButton />
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            aria-label="Setup steps"
            aria-expanded={expanded}
            aria-controls={stepsId}
            onClick={() => setChoice(expanded ? 'folded' : 'open')}
          >
            <IconChevronDown
              size={18}
              aria-hidden
              style={{
                transform: expanded ? 'rotate(180deg)' : undefined,
                transition: 'transform 150ms ease',
              }}
            />
          </ActionIcon>
        </Group>
      </Group>
      <Group gap="sm" wrap="nowrap">
        <Progress.Root size="sm" flex={1}>
          <Progress.Section
            value={(done / total) * 100}
            color="teal"
            withAria={false}
            role="progressbar"
            aria-label="Setup progress"
            aria-valuemin={0}
            aria-valuemax={total}
            aria-valuenow={done}
            aria-valuetext={`${done} of ${total} done`}
          />
        </Progress.Root>
        <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {done} of {total} done
        </Text>
      </Group>
      {!expanded && next && (
        <Text size="sm">
          Next:{' '}
          <Anchor component={Link} to={setupSteps[next.id].to} inherit>
            {setupSteps[next.id].title}
          </Anchor>
        </Text>
      )}
      <Collapse expanded={expanded} id={stepsId}>
        <SetupStepList steps={checklist.steps} />
      </Collapse>
    </Stack>
  );
}

/** Hides the checklist for every owner, for good. */
function HideChecklistButton() {
  const dismiss = useDismissSetupChecklist();
  return (
    <Button
      variant="subtle"
      color="gray"
      size="compact-sm"
      loading={dismiss.isPending}
      onClick={() =>
        dismiss.mutate(undefined, { onError: (error) => notifyError(errorMessage(error)) })
      }
    >
      Hide checklist
    </Button>
  );
}
