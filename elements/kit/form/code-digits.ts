/**
 * The code boxes' value is a string of digits with no gaps: box i shows its i-th character, and
 * only the first empty box (or a filled one) can be typed into. These are its edits.
 */

/** Digits typed or pasted into box `index`, others ignored; and the box to focus next. */
export function enterDigits(
  value: string,
  index: number,
  text: string,
  length: number,
): { value: string; focus: number } {
  const digits = text.replace(/[^0-9]/g, '');
  const start = Math.min(index, value.length);
  if (digits.length === 0) return { value, focus: start };
  // A whole code pasted anywhere is the code, not its tail spilling past the last box.
  if (digits.length >= length) return { value: digits.slice(0, length), focus: length - 1 };
  const next = (value.slice(0, start) + digits + value.slice(start + digits.length)).slice(0, length);
  return { value: next, focus: Math.min(start + digits.length, length - 1) };
}

/** Box `index` emptied: the digits after it move up, as in one text field. */
export function removeDigit(value: string, index: number): string {
  return value.slice(0, index) + value.slice(index + 1);
}

/**
 * What was just typed into a box that held `previous`: with the caret beside the old character
 * the box holds both; with it selected, only the new one.
 */
export function typedText(boxValue: string, previous: string): string {
  if (!previous || boxValue.length <= previous.length) return boxValue;
  return boxValue.replace(previous, '');
}
