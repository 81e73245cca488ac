import { Checkbox, Group, NumberInput, Paper, Text, Tooltip } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { formatMoney } from '../../../../domain/money';
import type { AddOn, AddOnId } from '../../../../domain/plans';
import {
  addOnAvailabilityTooltip,
  addOnRequirementNote,
  MAX_ADDITIONAL_USERS,
} from '../../../../domain/pricing';
import classes from './Pricing.module.css';

interface AddOnOptionProps {
  addOn: AddOn;
  available: boolean;
  /** 0: not chosen. */
  quantity: number;
  onChange: (id: AddOnId, quantity: number) => void;
}

/**
 * One add-on with an "add to the estimate" checkbox. An add-on the selected plan cannot
 * take stays focusable but unavailable (aria-disabled), so keyboard users reach its tooltip.
 */
export function AddOnOption({ addOn, available, quantity, onChange }: AddOnOptionProps) {
  const noteId = `addon-${addOn.id}-note`;
  const chosen = available && quantity > 0;

  return (
    <Tooltip
      label={addOnAvailabilityTooltip(addOn)}
      disabled={available}
      events={{ hover: true, focus: true, touch: true }}
      withArrow
      position="top-start"
    >
      <Paper
        withBorder
        p="md"
        className={classes.addOn}
        data-unavailable={!available || undefined}
        data-addon={addOn.id}
      >
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="md">
          <Checkbox
            label={<span className={classes.addOnName}>{addOn.name}</span>}
            description={addOn.description}
            checked={chosen}
            readOnly={!available}
            aria-disabled={!available || undefined}
            aria-describedby={available ? undefined : noteId}
            onChange={(event) => {
              if (available) onChange(addOn.id, event.currentTarget.checked ? 1 : 0);
            }}
            styles={{ label: { fontWeight: 600 } }}
          />
          <Text className={classes.addOnPrice} fw={600}>
            {formatMoney(addOn.price)}
            <Text component="span" display="block" size="xs" c="dimmed" fw={400}>
              {addOn.billing === 'monthly'
                ? addOn.perUnit
                  ? 'per user per month'
                  : 'per month'
                : 'one-time'}
            </Text>
          </Text>
        </Group>
        {!available && (
          <Text id={noteId} size="sm" className={classes.note}>
            <IconLock size={14} aria-hidden />
            {addOnRequirementNote(addOn)}
          </Text>
        )}
        {chosen && addOn.perUnit && (
          <NumberInput
            className={classes.quantity}
            size="sm"
            label="Additional users"
            value={quantity}
            min={1}
            max={MAX_ADDITIONAL_USERS}
            clampBehavior="strict"
            allowDecimal={false}
            allowNegative={false}
            onChange={(value) => {
              if (typeof value === 'number' && value >= 1) onChange(addOn.id, value);
            }}
          />
        )}
      </Paper>
    </Tooltip>
  );
}
