const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Thrown by `CursorReader` on bytes that are not a cursor. */
export class MalformedCursor extends Error {}

/** Appends bytes, unsigned LEB128 integers and UUIDs. */
export class CursorWriter {
  private readonly bytes: number[] = [];

  byte(value: number): this {
    this.bytes.push(value & 0xff);
    return this;
  }

  unsigned(value: bigint): this {
    if (value < 0n) throw new RangeError('a cursor holds no negative numbers');
    let rest = value;
    do {
      const low = Number(rest & 0x7fn);
      rest >>= 7n;
      this.bytes.push(rest > 0n ? low | 0x80 : low);
    } while (rest > 0n);
    return this;
  }

  uuid(value: string): this {
    const lower = value.toLowerCase();
    if (!uuidPattern.test(lower)) throw new RangeError(`not a UUID: ${value}`);
    for (const pair of lower.replaceAll('-', '').match(/../g) ?? []) {
      this.bytes.push(Number.parseInt(pair, 16));
    }
    return this;
  }

  toBuffer(): Buffer {
    return Buffer.from(this.bytes);
  }
}

/** Reads what `CursorWriter` wrote, throwing `MalformedCursor` past the end or on overlong numbers. */
export class CursorReader {
  private offset = 0;

  constructor(private readonly bytes: Buffer) {}

  byte(): number {
    const value = this.bytes[this.offset];
    if (value === undefined) throw new MalformedCursor('the cursor ends early');
    this.offset += 1;
    return value;
  }

  unsigned(): bigint {
    let value = 0n;
    // 64-bit transaction ids and millisecond instants fit in ten groups of seven bits.
    for (let shift = 0n; shift < 70n; shift += 7n) {
      const next = this.byte();
      value |= BigInt(next & 0x7f) << shift;
      if ((next & 0x80) === 0) return value;
    }
    throw new MalformedCursor('a number in the cursor is too long');
  }

  uuid(): string {
    const hex = Array.from({ length: 16 }, () => this.byte().toString(16).padStart(2, '0')).join(
      '',
    );
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  }

  get atEnd(): boolean {
    return this.offset === this.bytes.length;
  }
}
