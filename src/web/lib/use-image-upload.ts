import type { UseMutationResult } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { notifySuccess } from '../components/toasts/notify';
import { imageFileProblem } from './image-file';
import { errorMessage } from './server-errors';

/**
 * A picture that is saved as soon as it is chosen (avatar, clinic logo): the file is checked
 * here first, then uploaded; a refusal of either kind shows as `problem`.
 */
export function useImageUpload(options: {
  maxBytes: number;
  upload: UseMutationResult<unknown, Error, File>;
  remove: UseMutationResult<unknown, Error, void>;
  /** Toasts after success, e.g. 'Photo updated' and 'Photo removed'. */
  uploaded: string;
  removed: string;
}) {
  const { maxBytes, upload, remove, uploaded, removed } = options;
  const resetFileInput = useRef<() => void>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const onFile = (file: File | null) => {
    // Lets the same file be picked again after a refusal.
    resetFileInput.current?.();
    if (!file) return;
    const refusal = imageFileProblem(file, maxBytes);
    setProblem(refusal);
    if (refusal) return;
    upload.mutate(file, {
      onSuccess: () => notifySuccess(uploaded),
      onError: (error) => setProblem(errorMessage(error)),
    });
  };

  const onRemove = () => {
    setProblem(null);
    remove.mutate(undefined, {
      onSuccess: () => notifySuccess(removed),
      onError: (error) => setProblem(errorMessage(error)),
    });
  };

  return {
    resetFileInput,
    problem,
    busy: upload.isPending || remove.isPending,
    onFile,
    onRemove,
  };
}
