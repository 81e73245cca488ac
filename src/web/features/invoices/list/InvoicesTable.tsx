import { Anchor, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { payerKindLabels, type InvoiceSummary } from '../../../../domain/invoices.js';
import { invoiceHref } from '../../../components/billing/InvoiceCards';
import {
  InvoiceStatusBadge,
  invoiceNumberLabel,
} from '../../../components/billing/InvoiceStatusBadge';
import { clinicFormat, useClinicFormat } from '../../../lib/clinic-format';
import classes from '../../../components/billing/billing.module.css';

const dash = (
  <Text span size="sm" c="dimmed">
    —
  </Text>
);

/** The invoices on tablets and desktops. */
export function InvoicesTable({ invoices }: { invoices: InvoiceSummary[] }) {
  const clinic = useClinicFormat();
  return (
    <Table.ScrollContainer minWidth={960}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Number</Table.Th>
            <Table.Th>Patient</Table.Th>
            <Table.Th>Payer</Table.Th>
            <Table.Th>Issued</Table.Th>
            <Table.Th>Due</Table.Th>
            <Table.Th ta="right">Total</Table.Th>
            <Table.Th ta="right">Balance</Table.Th>
            <Table.Th>Status</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {invoices.map((invoice) => {
            const format = clinicFormat({ currency: invoice.currency, locale: clinic.locale });
            return (
              <Table.Tr key={invoice.id}>
                <Table.Td className={classes.nowrap}>
                  <Anchor component={Link} to={invoiceHref(invoice)} fw={500}>
                    {invoiceNumberLabel(invoice)}
                  </Anchor>
                </Table.Td>
                <Table.Td>
                  <Anchor
                    component={Link}
                    to={`/dashboard/patients/${invoice.patientId}`}
                    size="sm"
                  >
                    {invoice.patientName}
                  </Anchor>
                </Table.Td>
                <Table.Td>
                  {invoice.payerKind === 'patient' ? (
                    <Text size="sm">{payerKindLabels.patient}</Text>
                  ) : (
                    <Text size="sm">{invoice.payerName}</Text>
                  )}
                </Table.Td>
                <Table.Td className={classes.nowrap}>
                  {invoice.issuedAt ? clinic.date(invoice.issuedAt) : dash}
                </Table.Td>
                <Table.Td className={classes.nowrap}>
                  {invoice.dueOn ? clinic.date(invoice.dueOn) : dash}
                </Table.Td>
                <Table.Td className={classes.amount}>{format.money(invoice.totalCents)}</Table.Td>
                <Table.Td className={classes.amount}>
                  {invoice.status === 'draft' ? dash : format.money(invoice.balanceCents)}
                </Table.Td>
                <Table.Td className={classes.nowrap}>
                  <InvoiceStatusBadge
                    status={invoice.status}
                    kind={invoice.kind}
                    overdue={invoice.overdue}
                  />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
