import { Anchor, Card, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { InvoiceSummary } from '../../../domain/invoices.js';
import { clinicFormat, useClinicFormat } from '../../lib/clinic-format';
import classes from './billing.module.css';
import { InvoiceStatusBadge, invoiceNumberLabel } from './InvoiceStatusBadge';

interface InvoiceCardsProps {
  invoices: InvoiceSummary[];
  label: string;
  /** The patient is the page's own: not repeated on each card. */
  hidePatient?: boolean;
}

export const invoiceHref = (invoice: Pick<InvoiceSummary, 'id'>) =>
  `/dashboard/invoices/${invoice.id}`;

/** Invoices one card each (phones, and the patient's record): the same facts as the table. */
export function InvoiceCards({ invoices, label, hidePatient }: InvoiceCardsProps) {
  const clinic = useClinicFormat();
  return (
    <Stack component="ul" gap="sm" className={classes.plainList} aria-label={label}>
      {invoices.map((invoice) => {
        const format = clinicFormat({ currency: invoice.currency, locale: clinic.locale });
        return (
          <Card
            component="li"
            key={invoice.id}
            withBorder
            padding="md"
            className={invoice.overdue ? classes.overdueCard : undefined}
          >
            <Stack gap={6}>
              <Group justify="space-between" gap="xs" wrap="nowrap">
                <Anchor component={Link} to={invoiceHref(invoice)} fw={600}>
                  {invoiceNumberLabel(invoice)}
                </Anchor>
                <Text fw={600} className={classes.amount}>
                  {format.money(invoice.totalCents)}
                </Text>
              </Group>
              <InvoiceStatusBadge
                status={invoice.status}
                kind={invoice.kind}
                overdue={invoice.overdue}
              />
              {!hidePatient && <Text size="sm">{invoice.patientName}</Text>}
              {invoice.payerKind !== 'patient' && (
                <Text size="sm" c="dimmed">
                  Paid by {invoice.payerName}
                </Text>
              )}
              <Text size="sm" c="dimmed">
                {invoice.issuedAt ? `Issued ${clinic.date(invoice.issuedAt)}` : 'Not issued'}
                {invoice.dueOn && ` · due ${clinic.date(invoice.dueOn)}`}
              </Text>
              {invoice.balanceCents !== 0 && invoice.status !== 'draft' && (
                <Text size="sm" fw={500}>
                  Balance {format.money(invoice.balanceCents)}
                </Text>
              )}
            </Stack>
          </Card>
        );
      })}
    </Stack>
  );
}
