import { Anchor, Button, Group, Paper, Skeleton, Stack } from '@mantine/core';
import { IconArrowLeft, IconPrinter } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useLoaderData } from 'react-router';
import { DocumentTitle } from '../../../components/page/DocumentTitle';
import { QueryContent } from '../../../components/page/QueryContent';
import { patientExportQuery } from './export-api';
import { PrintedRecord } from './PrintedRecord';
import type { printRecordLoader } from './print-loader';
import classes from './PrintRecordPage.module.css';

const documentSkeleton = (
  <Stack gap="md">
    <Skeleton height={28} width="50%" />
    <Skeleton height={14} width="35%" />
    <Skeleton height={120} />
    <Skeleton height={120} />
  </Stack>
);

/**
 * /dashboard/patients/{id}/print: the whole record as a clean document for the browser's print
 * (to paper or PDF). The dashboard's chrome and these buttons do not print.
 */
export function PrintRecordPage() {
  const { patientId } = useLoaderData<typeof printRecordLoader>();
  const query = useQuery(patientExportQuery(patientId));
  const name = query.data && `${query.data.patient.firstName} ${query.data.patient.lastName}`;

  return (
    <Stack gap="lg" className={classes.page}>
      {/* The title is what a PDF printer names the file. */}
      <DocumentTitle title={name ? `Patient record – ${name}` : 'Patient record'} />
      <Group justify="space-between" gap="sm" className={classes.screenOnly}>
        <Anchor component={Link} to={`/dashboard/patients/${patientId}`} size="sm">
          <Group gap="xs" component="span">
            <IconArrowLeft size={16} aria-hidden />
            Back to record
          </Group>
        </Anchor>
        <Button
          leftSection={<IconPrinter size={16} aria-hidden />}
          onClick={() => window.print()}
          disabled={!query.data}
        >
          Print
        </Button>
      </Group>
      <Paper withBorder p={{ base: 'md', sm: 'xl' }} className={classes.paper}>
        <QueryContent
          query={query}
          loadingLabel="Loading the record"
          skeleton={documentSkeleton}
          errorTitle="We couldn't load this record."
        >
          {(data) => <PrintedRecord data={data} />}
        </QueryContent>
      </Paper>
    </Stack>
  );
}
