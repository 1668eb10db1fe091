const longestTitle = 120;

/** A record's name as a notification's texts quote it: its first line, at most 120 characters. */
export function recordTitle(text: string): string {
  const firstLine = text.trim().split('\n')[0] ?? '';
  return firstLine.length > longestTitle ? `${firstLine.slice(0, longestTitle - 1)}…` : firstLine;
}
