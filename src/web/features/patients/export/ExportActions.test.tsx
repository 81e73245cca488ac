// @vitest-environment jsdom
// jsdom applies no style sheets, so the phone and desktop variants (Mantine's hiddenFrom and
// visibleFrom) are both in the document, as these tests expect.
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ClinicRole } from '../../../../domain/roles.js';
import { AppProviders } from '../../../components/AppProviders';
import { currentUserQuery, type CurrentUser } from '../../../lib/current-user';
import { createQueryClient } from '../../../lib/query-client';
import { ownerUser } from '../../../test/api-mock';
import { exportPatientId } from './export-fixtures';
import { ExportActions } from './ExportActions';

/** Print and FHIR download in the patient page's header. */

function renderActions(role: ClinicRole) {
  const client = createQueryClient();
  const currentUser: CurrentUser = {
    ...ownerUser,
    membership: { ...ownerUser.membership!, role },
  };
  client.setQueryData(currentUserQuery.queryKey, currentUser);
  render(
    <AppProviders env="test">
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <ExportActions patientId={exportPatientId} />
        </MemoryRouter>
      </QueryClientProvider>
    </AppProviders>,
  );
}

const printPath = `/dashboard/patients/${exportPatientId}/print`;
const fhirUrl = `/api/v1/patients/${exportPatientId}/fhir`;

describe('ExportActions', () => {
  it.each(['owner', 'admin', 'therapist'] as const)(
    'offers %s the printable record and the FHIR download',
    (role) => {
      renderActions(role);
      expect(screen.getByRole('link', { name: 'Print record' })).toHaveAttribute('href', printPath);
      const download = screen.getByRole('link', { name: 'Download FHIR (JSON)' });
      expect(download).toHaveAttribute('href', fhirUrl);
      expect(download).toHaveAttribute('download', `patient-${exportPatientId}-fhir.json`);
    },
  );

  it('shows an assistant neither (no clinical data)', () => {
    renderActions('assistant');
    expect(screen.queryByRole('link', { name: 'Print record' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /FHIR/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Export the record' })).not.toBeInTheDocument();
  });

  it('folds both into one menu on a phone', async () => {
    const user = userEvent.setup({ delay: null });
    renderActions('therapist');
    await user.click(screen.getByRole('button', { name: 'Export the record' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Print record' })).toHaveAttribute(
      'href',
      printPath,
    );
    expect(within(menu).getByRole('menuitem', { name: 'Download FHIR (JSON)' })).toHaveAttribute(
      'href',
      fhirUrl,
    );
  });
});
