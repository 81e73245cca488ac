import { PasswordInput } from '@mantine/core';
import type { ComponentPropsWithRef } from 'react';

/**
 * A password input whose show/hide button is reachable by keyboard and named for screen
 * readers (Mantine leaves it out of the tab order), and which says when it is invalid (Mantine
 * marks only its own styling hook, not aria-invalid).
 */
export function PasswordField(props: ComponentPropsWithRef<typeof PasswordInput>) {
  return (
    <PasswordInput
      visibilityToggleFocusable
      visibilityToggleButtonProps={{ 'aria-label': 'Show password' }}
      aria-invalid={props.error ? true : undefined}
      {...props}
    />
  );
}
