/** A password has at least this many characters (not UTF-16 units: an emoji is one character). */
export const PASSWORD_MIN_LENGTH = 8;

/**
 * A profile image must be smaller than this many bytes. The widget's message says 2MB, as
 * Memberstack's does, while its service takes up to this.
 */
export const PROFILE_IMAGE_MAX_BYTES = 4_000_000;
