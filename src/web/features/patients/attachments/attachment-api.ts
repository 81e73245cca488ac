import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  Attachment,
  AttachmentListResponse,
  AttachmentResponse,
  UpdateAttachmentInput,
} from '../../../../domain/attachments.js';
import { apiUrl, http } from '../../../lib/http';
import { patientKeys } from '../patient-api';

export const attachmentKeys = {
  list: (patientId: string) => patientKeys.part(patientId, 'attachments'),
};

/** GET /patients/{id}/attachments: newest first. */
export const patientAttachmentsQuery = (patientId: string) =>
  queryOptions({
    queryKey: attachmentKeys.list(patientId),
    queryFn: async ({ signal }) =>
      (
        await http.get<AttachmentListResponse>(`/patients/${patientId}/attachments`, {
          signal,
        })
      ).attachments,
  });

/** The authorised route that answers the file as a download (never shown inline). */
export const attachmentDownloadUrl = (attachmentId: string) =>
  apiUrl(`/attachments/${attachmentId}/download`);

export function useUploadAttachment(patientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: File) => {
      const body = new FormData();
      body.append('file', file);
      return (await http.post<AttachmentResponse>(`/patients/${patientId}/attachments`, body))
        .attachment;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: attachmentKeys.list(patientId) }),
  });
}

export function useDeleteAttachment(patientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (attachmentId: string) => http.delete<void>(`/attachments/${attachmentId}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: attachmentKeys.list(patientId) }),
  });
}

/** PATCH /attachments/{id}: shows the file to the patient on the portal, or stops showing it. */
export function useShareAttachment(patientId: string, attachmentId: string) {
  const queryClient = useQueryClient();
  const listKey = attachmentKeys.list(patientId);
  return useMutation({
    mutationFn: async (input: UpdateAttachmentInput) =>
      (await http.patch<AttachmentResponse>(`/attachments/${attachmentId}`, input)).attachment,
    onSuccess: (changed) => {
      queryClient.setQueryData<Attachment[]>(listKey, (list) =>
        list?.map((attachment) => (attachment.id === changed.id ? changed : attachment)),
      );
      void queryClient.invalidateQueries({ queryKey: listKey });
    },
  });
}
