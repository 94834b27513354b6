import type { MessageKey } from './messages';

/** The membership service's upload limit; the text says 2MB, as Memberstack's does. */
export const PROFILE_IMAGE_LIMIT_BYTES = 4_000_000;

/** Why a chosen file cannot be a profile image, checked before anything is uploaded. */
export function profileImageProblem(file: File): MessageKey | undefined {
  if (!file.type.startsWith('image/')) return 'validation.notAnImage';
  if (file.size >= PROFILE_IMAGE_LIMIT_BYTES) return 'validation.imageTooLarge';
  return undefined;
}
