import { PasswordInput } from '@mantine/core';
import type { ComponentPropsWithRef } from 'react';

/**
 * A password input whose show/hide button is reachable by keyboard and named for screen
 * readers (Mantine leaves it out of the tab order by default).
 */
export function PasswordField(props: ComponentPropsWithRef<typeof PasswordInput>) {
  return (
    <PasswordInput
      visibilityToggleFocusable
      visibilityToggleButtonProps={{ 'aria-label': 'Show password' }}
      {...props}
    />
  );
}
