import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { IconCash, IconFileInvoice } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { paymentMethodLabels } from '../../../../domain/invoices.js';
import type { PatientRecord } from '../../../../domain/patients.js';
import { can } from '../../../../domain/permissions.js';
import type { ClinicRole } from '../../../../domain/roles.js';
import { InvoiceCards } from '../../../components/billing/InvoiceCards';
import { TakePaymentDialog } from '../../../components/billing/TakePaymentDialog';
import { QueryContent } from '../../../components/page/QueryContent';
import { SectionCard } from '../../../components/page/SectionCard';
import { useClinicFormat } from '../../../lib/clinic-format';
import {
  invoiceListQuery,
  patientBalanceQuery,
  patientPaymentsQuery,
  paymentReceiptUrl,
} from '../../../lib/queries/invoices';
import { patientName } from '../patient-api';
import { EmptyState } from './EmptyState';
import { PatientPackagesCard } from './PatientPackagesCard';

interface BillingTabProps {
  patient: PatientRecord;
  role: ClinicRole | null | undefined;
}

/** What the patient owes or has in credit, their invoices and payments. */
export function BillingTab({ patient, role }: BillingTabProps) {
  const format = useClinicFormat();
  const balance = useQuery(patientBalanceQuery(patient.id));
  const invoices = useQuery(invoiceListQuery({ patientId: patient.id, limit: 50 }));
  const payments = useQuery(patientPaymentsQuery(patient.id));
  const [paying, setPaying] = useState(false);
  const manages = can(role, 'invoices.manage');

  return (
    <Stack gap="lg">
      <SectionCard
        title="Balance"
        aside={
          manages && (
            <Group gap="sm">
              <Button
                size="xs"
                leftSection={<IconCash size={14} aria-hidden />}
                onClick={() => setPaying(true)}
              >
                Take payment
              </Button>
              <Button
                component={Link}
                to={`/dashboard/invoices/new?patientId=${patient.id}`}
                size="xs"
                variant="default"
                leftSection={<IconFileInvoice size={14} aria-hidden />}
              >
                New invoice
              </Button>
            </Group>
          )
        }
      >
        <QueryContent
          query={balance}
          loadingLabel="Loading the balance"
          errorTitle="We couldn't load the balance."
        >
          {(data) => (
            <Text size="lg" fw={600} role="status">
              {data.owedCents > 0 && `Owes ${format.money(data.owedCents, data.currency)}`}
              {data.owedCents > 0 && data.creditCents > 0 && ' · '}
              {data.creditCents > 0 && `Credit ${format.money(data.creditCents, data.currency)}`}
              {data.owedCents === 0 && data.creditCents === 0 && 'Nothing owed'}
            </Text>
          )}
        </QueryContent>
      </SectionCard>
      <SectionCard title="Invoices" variant="plain">
        <QueryContent
          query={invoices}
          loadingLabel="Loading invoices"
          errorTitle="We couldn't load this patient's invoices."
        >
          {(data) =>
            data.invoices.length === 0 ? (
              <EmptyState message="No invoices yet." />
            ) : (
              <InvoiceCards invoices={data.invoices} label="Patient's invoices" hidePatient />
            )
          }
        </QueryContent>
      </SectionCard>
      <PatientPackagesCard
        patientId={patient.id}
        patientName={patientName(patient)}
        manages={manages}
      />
      <SectionCard title="Payments">
        <QueryContent
          query={payments}
          loadingLabel="Loading payments"
          errorTitle="We couldn't load this patient's payments."
        >
          {(data) =>
            data.length === 0 ? (
              <EmptyState message="No payments yet." />
            ) : (
              <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
                {data.map((payment) => (
                  <Group component="li" key={payment.id} justify="space-between" gap="sm">
                    <Stack gap={0}>
                      <Text size="sm" fw={500}>
                        {payment.kind === 'refund' ? 'Refund' : 'Payment'} of{' '}
                        {format.money(payment.amountCents, payment.currency)}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {[
                          format.date(payment.receivedAt),
                          paymentMethodLabels[payment.method],
                          payment.allocations
                            .map((allocation) => allocation.invoiceNumber ?? 'Draft')
                            .join(', '),
                          payment.unallocatedCents > 0 &&
                            `${format.money(payment.unallocatedCents, payment.currency)} as credit`,
                        ]
                          .filter(Boolean)
                          .join(' · ')}
                      </Text>
                    </Stack>
                    {payment.kind === 'payment' && (
                      <Anchor href={paymentReceiptUrl(payment.id)} size="sm">
                        Receipt
                      </Anchor>
                    )}
                  </Group>
                ))}
              </Stack>
            )
          }
        </QueryContent>
      </SectionCard>
      <TakePaymentDialog
        opened={paying}
        onClose={() => setPaying(false)}
        patientId={patient.id}
        patientName={patientName(patient)}
      />
    </Stack>
  );
}
