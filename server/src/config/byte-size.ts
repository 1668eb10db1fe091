const bytesPerUnit = { b: 1, kb: 1024, mb: 1024 * 1024 } as const;

/** Reads `1048576`, `512kb` or `10mb` (case-insensitive) as a number of bytes; anything else is undefined. */
export function parseByteSize(text: string): number | undefined {
  const match = /^(\d+)\s*(b|kb|mb)?$/i.exec(text.trim());
  if (!match?.[1]) return undefined;
  const unit = (match[2]?.toLowerCase() ?? 'b') as keyof typeof bytesPerUnit;
  return Number(match[1]) * bytesPerUnit[unit];
}
