import { avatarContentTypes } from '../../domain/account.js';

/** The picture types the server takes (profile photos, clinic logos), for a file picker. */
export const IMAGE_ACCEPT = avatarContentTypes.join(',');

const megabytes = (maxBytes: number) => `${maxBytes / (1024 * 1024)} MB`;

/** The rule said beside an upload button. */
export const imageRule = (maxBytes: number) => `JPEG, PNG or WebP, up to ${megabytes(maxBytes)}.`;

/** Why a picked file cannot be uploaded as a picture, before it is sent; null when it can. */
export function imageFileProblem(file: File, maxBytes: number): string | null {
  if (!(avatarContentTypes as readonly string[]).includes(file.type)) {
    return 'Choose a JPEG, PNG or WebP image.';
  }
  if (file.size > maxBytes) return `The image is larger than ${megabytes(maxBytes)}.`;
  return null;
}
