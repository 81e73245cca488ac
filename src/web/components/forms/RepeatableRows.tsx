import {
  ActionIcon,
  Button,
  Fieldset,
  Grid,
  Group,
  Stack,
  Text,
  type MantineSize,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface RepeatableRowsProps {
  title: string;
  titleSize?: MantineSize;
  description?: ReactNode;
  /** Said when there are no rows; nothing is said without it. */
  emptyText?: string;
  /** What one row is ('Goal'): each row's legend ('Goal 2') and the buttons' names. */
  rowLabel: string;
  rows: readonly { key: string }[];
  /** The most rows there may be; the add button goes away at that number. */
  max: number;
  /** The error of the list as a whole (too many rows, say). */
  error?: string;
  onAdd: () => void;
  onRemove: (index: number) => void;
  /** Row `index`'s grid columns, with `removeColumn` (its remove button) placed among them. */
  renderRow: (index: number, removeColumn: ReactNode) => ReactNode;
}

/**
 * A form's list of alike rows (a plan's goals, say): each row a numbered fieldset with a button
 * that removes it, and a button under the list that adds one.
 */
export function RepeatableRows({
  title,
  titleSize,
  description,
  emptyText,
  rowLabel,
  rows,
  max,
  error,
  onAdd,
  onRemove,
  renderRow,
}: RepeatableRowsProps) {
  const noun = rowLabel.toLowerCase();
  const heading = (
    <Text fw={600} size={titleSize}>
      {title}
    </Text>
  );

  return (
    <Stack gap="sm">
      {description ? (
        <Stack gap={4}>
          {heading}
          <Text size="sm" c="dimmed">
            {description}
          </Text>
        </Stack>
      ) : (
        heading
      )}
      {rows.length === 0 && emptyText && (
        <Text size="sm" c="dimmed">
          {emptyText}
        </Text>
      )}
      {rows.map((row, index) => (
        <Fieldset key={row.key} legend={`${rowLabel} ${index + 1}`} variant="filled">
          <Grid gap="sm" align="flex-end">
            {renderRow(
              index,
              <Grid.Col span={{ base: 2, sm: 1 }}>
                <Group justify="flex-end">
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    size="lg"
                    aria-label={`Remove ${noun} ${index + 1}`}
                    onClick={() => onRemove(index)}
                  >
                    <IconTrash size={18} aria-hidden />
                  </ActionIcon>
                </Group>
              </Grid.Col>,
            )}
          </Grid>
        </Fieldset>
      ))}
      {error && (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      )}
      {rows.length < max && (
        <Group>
          <Button
            variant="default"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={onAdd}
          >
            Add {noun}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
