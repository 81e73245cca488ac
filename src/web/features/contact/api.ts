import { useMutation } from '@tanstack/react-query';
import type { ContactMessageInput, ContactMessageResponse } from '../../../domain/contact.js';
import { http } from '../../lib/http';

/** POST /contact. */
export const useSendContactMessage = () =>
  useMutation({
    mutationFn: (input: ContactMessageInput) =>
      http.post<ContactMessageResponse>('/contact', input),
  });
