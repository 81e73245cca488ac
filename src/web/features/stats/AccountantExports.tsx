import { Button, Group } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { ReportRange } from '../../../domain/billing-reports.js';
import { SectionCard } from '../../components/page/SectionCard';
import { billingExports, billingExportUrl, type BillingExport } from './billing-reports-api';
import { csvFileName } from './CsvDownloadButton';
import { dayLabel } from './stats-format';

const exportLabels: Record<BillingExport, string> = {
  invoices: 'Invoices CSV',
  payments: 'Payments CSV',
  xero: 'Xero import CSV',
};

/** The range's invoices, payments and a Xero sales import, built by the server as downloads. */
export function AccountantExports({ range }: { range: ReportRange }) {
  return (
    <SectionCard
      title="For your accountant"
      description={`Files for ${dayLabel(range.from)} – ${dayLabel(range.to)}: invoices and credit notes issued, payments and refunds received, and the invoices as Xero's sales invoice import.`}
    >
      <Group gap="sm">
        {billingExports.map((kind) => (
          <Button
            key={kind}
            component="a"
            href={billingExportUrl(kind, range)}
            download={csvFileName(kind, range)}
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
          >
            {exportLabels[kind]}
          </Button>
        ))}
      </Group>
    </SectionCard>
  );
}
