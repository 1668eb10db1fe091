let lastMs = -1;
let sequence = 0;

type RandomBytes = (length: number) => Uint8Array;

const cryptoRandomBytes: RandomBytes = (length) => crypto.getRandomValues(new Uint8Array(length));

/**
 * A UUIDv7 (RFC 9562): 48 bits of Unix milliseconds, then random bits, so ids made
 * offline sort by creation time. The 12 bits after the version are a counter within
 * one millisecond (RFC 9562 method 1), so ids from this context always increase,
 * even when the clock stands still or steps back.
 */
export function uuidv7(
  nowMs: number = Date.now(),
  randomBytes: RandomBytes = cryptoRandomBytes,
): string {
  const random = randomBytes(10);
  let ms = Math.max(0, Math.floor(nowMs));
  if (ms > lastMs) {
    // A random start in the lower half leaves room to count up within the millisecond.
    sequence = ((random[0] ?? 0) << 3) | ((random[1] ?? 0) >> 5);
  } else {
    ms = lastMs;
    sequence += 1;
    if (sequence > 0xfff) {
      ms += 1;
      sequence = 0;
    }
  }
  lastMs = ms;

  const timeHex = ms.toString(16).padStart(12, '0').slice(-12);
  const versionAndSequence = (0x7000 | sequence).toString(16);
  const variantByte = (0x80 | ((random[2] ?? 0) & 0x3f)).toString(16);
  const tail = Array.from(random.subarray(3, 10), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
  return `${timeHex.slice(0, 8)}-${timeHex.slice(8)}-${versionAndSequence}-${variantByte}${tail.slice(0, 2)}-${tail.slice(2)}`;
}
