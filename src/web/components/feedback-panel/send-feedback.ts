import { useMutation } from '@tanstack/react-query';
import type { FeedbackInput, FeedbackResponse } from '../../../domain/feedback.js';
import { http } from '../../lib/http';

/** POST /feedback: the sidebar's panel and /dashboard/test-feedback both send here. */
export const useSendFeedback = () =>
  useMutation({
    mutationFn: (input: FeedbackInput) => http.post<FeedbackResponse>('/feedback', input),
  });
