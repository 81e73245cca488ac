import { AVATAR_MAX_BYTES, avatarContentTypes } from '../../../domain/account.js';

export const AVATAR_ACCEPT = avatarContentTypes.join(',');

/** Why a picked file cannot be a profile photo, before it is sent; null when it can. */
export function avatarFileProblem(file: File): string | null {
  if (!(avatarContentTypes as readonly string[]).includes(file.type)) {
    return 'Choose a JPEG, PNG or WebP image.';
  }
  if (file.size > AVATAR_MAX_BYTES) return 'The image is larger than 2 MB.';
  return null;
}
