/** One file of a ZIP archive, as its central directory describes it. */
export interface ZipEntry {
  name: string;
  /** 0 stored, 8 deflated; Office files use nothing else. */
  method: number;
  /** Whether the entry is encrypted (general purpose flag bit 0). */
  encrypted: boolean;
  compressedSize: number;
  /** As the directory says: a hostile file may inflate to more. */
  uncompressedSize: number;
  /** Where the entry's compressed bytes start, after its local header. */
  dataOffset: number;
}

const LOCAL_HEADER = 0x04034b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_DIRECTORY = 0x06054b50;
/** The end record is 22 bytes, then a comment of at most 65535. */
const END_RECORD_SIZE = 22;
const MAX_COMMENT = 0xffff;

/** Whether the bytes start as a ZIP archive does (a local file header). */
export function looksLikeZip(bytes: Uint8Array): boolean {
  return bytes.length >= 4 && view(bytes).getUint32(0, true) === LOCAL_HEADER;
}

/**
 * The entries of a ZIP archive, read from its central directory without inflating anything; null
 * when it has none that can be read (cut off, damaged, or ZIP64, which no CV needs).
 */
export function readZipDirectory(bytes: Uint8Array): ZipEntry[] | null {
  const data = view(bytes);
  const end = findEndRecord(data);
  if (end === null) return null;
  const count = data.getUint16(end + 10, true);
  const size = data.getUint32(end + 12, true);
  const start = data.getUint32(end + 16, true);
  // ZIP64 marks these with all bits set.
  if (count === 0xffff || start === 0xffffffff || start + size > end) return null;
  const entries: ZipEntry[] = [];
  let at = start;
  for (let index = 0; index < count; index += 1) {
    if (at + 46 > end || data.getUint32(at, true) !== CENTRAL_HEADER) return null;
    const nameLength = data.getUint16(at + 28, true);
    const entryEnd = at + 46 + nameLength + data.getUint16(at + 30, true);
    const commentLength = data.getUint16(at + 32, true);
    const compressedSize = data.getUint32(at + 20, true);
    const uncompressedSize = data.getUint32(at + 24, true);
    const localHeader = data.getUint32(at + 42, true);
    if (compressedSize === 0xffffffff || uncompressedSize === 0xffffffff) return null;
    const dataOffset = localDataOffset(data, localHeader);
    if (dataOffset === null || dataOffset + compressedSize > bytes.length) return null;
    entries.push({
      name: new TextDecoder().decode(bytes.subarray(at + 46, at + 46 + nameLength)),
      method: data.getUint16(at + 10, true),
      encrypted: (data.getUint16(at + 8, true) & 1) === 1,
      compressedSize,
      uncompressedSize,
      dataOffset,
    });
    at = entryEnd + commentLength;
  }
  return entries;
}

function findEndRecord(data: DataView): number | null {
  const last = data.byteLength - END_RECORD_SIZE;
  for (let at = last; at >= Math.max(0, last - MAX_COMMENT); at -= 1) {
    if (data.getUint32(at, true) === END_OF_DIRECTORY) return at;
  }
  return null;
}

/** Past the local header (its name and extra field may differ from the directory's). */
function localDataOffset(data: DataView, header: number): number | null {
  if (header + 30 > data.byteLength || data.getUint32(header, true) !== LOCAL_HEADER) return null;
  return header + 30 + data.getUint16(header + 26, true) + data.getUint16(header + 28, true);
}

const view = (bytes: Uint8Array) => new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
