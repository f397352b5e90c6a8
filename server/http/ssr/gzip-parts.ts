import zlib from 'node:zlib';

/**
 * A gzip answer joined from parts compressed apart (decision 0028, session 14 addendum). A rendered page is
 * the same for every visitor but for the CSRF token in its head, so its large parts are compressed once
 * and kept, and only the request's own few bytes are added per answer. Each part is a raw deflate stream
 * of its own that ends on a byte boundary (a sync flush, not final); such streams joined are one valid
 * deflate stream, as none refers back past its own start. The last part is final. The gzip frame around
 * them carries the CRC-32 of all the parts' bytes, chained over them, and their length.
 */
export interface GzipPart {
  plain: Buffer;
  deflated: Buffer;
}

const { Z_FINISH, Z_SYNC_FLUSH } = zlib.constants;

/** `last`: the part that ends the answer. */
export function deflatedPart(plain: Buffer, last: boolean): GzipPart {
  return { plain, deflated: zlib.deflateRawSync(plain, { level: 6, finishFlush: last ? Z_FINISH : Z_SYNC_FLUSH }) };
}

const MAX_STORED = 0xffff;

/** A few bytes as a stored (uncompressed) deflate block, not final: cheaper than a compressor for them. */
export function storedPart(plain: Buffer): GzipPart {
  if (plain.length > MAX_STORED) throw new Error(`a stored deflate block holds at most ${MAX_STORED} bytes`);
  const header = Buffer.alloc(5);
  // BFINAL 0, BTYPE 00 (stored), the rest of the byte padding; then LEN and its one's complement.
  header.writeUInt16LE(plain.length, 1);
  header.writeUInt16LE(~plain.length & 0xffff, 3);
  return { plain, deflated: Buffer.concat([header, plain]) };
}

/** ID1 ID2, deflate, no flags, no time, no extra flags, OS unknown (RFC 1952). */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);

/** One gzip member of the parts in order; the last one must be final. */
export function gzipOf(parts: readonly GzipPart[]): Buffer {
  let crc = 0;
  let size = 0;
  for (const part of parts) {
    crc = zlib.crc32(part.plain, crc);
    size += part.plain.length;
  }
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size % 2 ** 32, 4);
  return Buffer.concat([GZIP_HEADER, ...parts.map((part) => part.deflated), trailer]);
}
