import { Stack } from '@mantine/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import type { PatientResponse } from '../../../domain/patients.js';
import { PageHeader } from '../../components/page/PageHeader';
import { PendingMessage } from '../../components/page/PendingMessage';
import { http } from '../../lib/http';
import { DraftInvoiceForm } from './draft/DraftInvoiceForm';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The patient of `?patientId=`, cached as their record is. */
const patientQuery = (patientId: string) =>
  queryOptions({
    queryKey: ['patients', 'record', patientId] as const,
    queryFn: async ({ signal }) =>
      (await http.get<PatientResponse>(`/patients/${patientId}`, { signal })).patient,
  });

/** /dashboard/invoices/new(?patientId=): a draft invoice, issued from its own page. */
export function NewInvoicePage() {
  const [params] = useSearchParams();
  const patientId = params.get('patientId');
  const valid = patientId !== null && UUID.test(patientId);
  const patient = useQuery({ ...patientQuery(patientId ?? ''), enabled: valid });
  const picked =
    valid && patient.data
      ? { id: patient.data.id, name: `${patient.data.firstName} ${patient.data.lastName}` }
      : null;

  return (
    <Stack gap="lg" maw={1000}>
      <PageHeader
        title="New invoice"
        description="A draft until you issue it: nothing is numbered or sent before then."
      />
      {valid && patient.isPending ? (
        <PendingMessage>Loading the patient…</PendingMessage>
      ) : (
        <DraftInvoiceForm invoice={null} patient={picked} />
      )}
    </Stack>
  );
}
