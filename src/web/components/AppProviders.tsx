import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { colorSchemeManager } from '../lib/color-scheme';
import { cssVariablesResolver, theme } from '../lib/theme';

interface AppProvidersProps {
  children: ReactNode;
  /** Mantine's 'test' environment turns off transitions and portals. */
  env?: 'default' | 'test';
}

/**
 * Theme and colour scheme for the whole app. The query cache and the toasts are provided by
 * the route table (components/layout/AppServicesLayout.tsx).
 */
export function AppProviders({ children, env = 'default' }: AppProvidersProps) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      colorSchemeManager={colorSchemeManager}
      defaultColorScheme="auto"
      env={env}
    >
      {children}
    </MantineProvider>
  );
}
