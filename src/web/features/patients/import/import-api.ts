import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  ImportHeaders,
  ImportKind,
  ImportReport,
  ImportReportResponse,
  ImportRequest,
  ImportResultResponse,
} from '../../../../domain/imports.js';
import { ApiError, http } from '../../../lib/http';
import { patientKeys } from '../patient-api';

/** The file's headers and first rows, for the mapping step. */
export function useImportHeaders() {
  return useMutation({
    mutationFn: ({ kind, csv }: { kind: ImportKind; csv: string }) =>
      http.post<ImportHeaders>(`/imports/${kind}/headers`, { csv }),
  });
}

type RunInput = Omit<ImportRequest, 'dryRun'> & { kind: ImportKind };

/** The dry run: what a commit would do, row by row; writes nothing. */
export function useImportDryRun() {
  return useMutation({
    mutationFn: async ({ kind, ...body }: RunInput) =>
      (await http.post<ImportReportResponse>(`/imports/${kind}`, { ...body, dryRun: true })).report,
  });
}

/** The commit: every row or none. Refreshes patient lists and the calendar afterwards. */
export function useImportCommit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ kind, ...body }: RunInput) =>
      (await http.post<ImportResultResponse>(`/imports/${kind}`, { ...body, dryRun: false }))
        .result,
    onSuccess: (_result, { kind }) =>
      queryClient.invalidateQueries({
        queryKey: kind === 'patients' ? patientKeys.all : ['appointments'],
      }),
  });
}

/** The report a refused commit carries (400 IMPORT_INVALID, 409 IMPORT_DUPLICATES). */
export function reportOfRefusal(error: unknown): ImportReport | null {
  if (!(error instanceof ApiError)) return null;
  const report = error.details?.report;
  return report && typeof report === 'object' ? (report as ImportReport) : null;
}
