import os from 'node:os';

/** What a series holds for an interval without a reading (decision 016). */
export const MISSING_READING = -2147483648;

const littleEndian = os.endianness() === 'LE';

/** A series as stored: one little-endian 32-bit integer per interval, MISSING_READING for none. */
export function encodeSeries(values: ArrayLike<number | null>): Buffer {
  const bytes = Buffer.alloc(values.length * 4);
  for (let position = 0; position < values.length; position += 1) {
    bytes.writeInt32LE(values[position] ?? MISSING_READING, position * 4);
  }
  return bytes;
}

/** A stored series, read in place when the bytes allow it. */
export function decodeSeries(bytes: Uint8Array): Int32Array {
  if (littleEndian && bytes.byteOffset % 4 === 0) {
    return new Int32Array(bytes.buffer, bytes.byteOffset, bytes.byteLength / 4);
  }
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return Int32Array.from({ length: bytes.byteLength / 4 }, (_, position) =>
    view.getInt32(position * 4, true),
  );
}

/** A stored series as values, null where there is no reading. */
export const seriesValues = (bytes: Uint8Array): (number | null)[] =>
  Array.from(decodeSeries(bytes), (value) => (value === MISSING_READING ? null : value));
