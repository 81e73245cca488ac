import { AVATAR_MAX_BYTES, avatarContentTypes } from '../../../domain/account.js';

export const AVATAR_ACCEPT = avatarContentTypes.join(',');
const maxMegabytes = `${AVATAR_MAX_BYTES / (1024 * 1024)} MB`;

/** The rule said beside the upload button (domain AVATAR_MAX_BYTES and content types). */
export const AVATAR_RULE = `JPEG, PNG or WebP, up to ${maxMegabytes}.`;

/** Why a picked file cannot be a profile photo, before it is sent; null when it can. */
export function avatarFileProblem(file: File): string | null {
  if (!(avatarContentTypes as readonly string[]).includes(file.type)) {
    return 'Choose a JPEG, PNG or WebP image.';
  }
  if (file.size > AVATAR_MAX_BYTES) return `The image is larger than ${maxMegabytes}.`;
  return null;
}
