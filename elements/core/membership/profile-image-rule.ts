import { PROFILE_IMAGE_MAX_BYTES } from '../../../contract/membership-limits';
import type { MessageKey } from './messages';

/** Why a chosen file cannot be a profile image, checked before anything is uploaded. */
export function profileImageProblem(file: File): MessageKey | undefined {
  if (!file.type.startsWith('image/')) return 'validation.notAnImage';
  if (file.size >= PROFILE_IMAGE_MAX_BYTES) return 'validation.imageTooLarge';
  return undefined;
}
