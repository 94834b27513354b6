/** Characters as the limits count them: code points of the trimmed text. */
export const characterCount = (text: string) => [...text.trim()].length;
