import { PasswordInput } from '@mantine/core';
import type { ComponentProps } from 'react';

type PasswordFieldProps = ComponentProps<typeof PasswordInput>;

/**
 * A password input whose show/hide toggle is a real, named button: reachable by keyboard, and
 * announced as "Show password" with its pressed state (Mantine sets aria-pressed). Unlike
 * TextInput, Mantine's PasswordInput does not mark its input invalid, so this does.
 */
export function PasswordField(props: PasswordFieldProps) {
  return (
    <PasswordInput
      visibilityToggleFocusable
      visibilityToggleButtonProps={{ 'aria-label': 'Show password' }}
      aria-invalid={props.error ? true : undefined}
      {...props}
    />
  );
}
