/**
 * The answer in the pieces it is streamed in: a few words at a time, whitespace kept with the word
 * before it, so the pieces joined are the answer exactly.
 */
export function wordGroups(text: string, wordsPerGroup = 4): string[] {
  const tokens = text.match(/\S+\s*|\s+/g) ?? [];
  const groups: string[] = [];
  for (let index = 0; index < tokens.length; index += wordsPerGroup) {
    groups.push(tokens.slice(index, index + wordsPerGroup).join(''));
  }
  return groups;
}
