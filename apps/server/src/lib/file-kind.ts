import { looksLikeZip, readZipDirectory } from './zip-directory';

/**
 * What an upload is. Besides PDFs and images: 'docx' is a Word document (a ZIP holding
 * word/document.xml), 'doc' a Word 97-2003 file, 'encryptedOffice' an Office file saved with a
 * password (Office wraps those in the same compound-file format as .doc, encrypted whole).
 */
export type FileKind = 'pdf' | 'png' | 'jpeg' | 'docx' | 'doc' | 'encryptedOffice';
export type ImageKind = 'png' | 'jpeg' | 'gif';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const GIF87A = [...'GIF87a'].map((char) => char.charCodeAt(0));
const GIF89A = [...'GIF89a'].map((char) => char.charCodeAt(0));
const PDF = [...'%PDF-'].map((char) => char.charCodeAt(0));
/** PDF readers accept bytes before the header within the first kilobyte; so do we. */
const PDF_HEADER_WINDOW = 1024;
/** Microsoft's compound file (OLE2): .doc, .xls, .ppt, and password-protected .docx. */
const COMPOUND_FILE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const WORD_DOCUMENT = 'word/document.xml';

/** What a file is, from its bytes alone: names and declared types are the uploader's word. */
export function detectFileKind(bytes: Uint8Array): FileKind | null {
  if (startsWith(bytes, PNG)) return 'png';
  if (startsWith(bytes, JPEG)) return 'jpeg';
  if (looksLikeZip(bytes)) {
    // A damaged one whose directory cannot be read is still told by its local headers' names,
    // so that it is refused as damaged rather than as another kind of file.
    const entries = readZipDirectory(bytes);
    const isWord = entries
      ? entries.some(({ name }) => name === WORD_DOCUMENT)
      : holds(bytes, WORD_DOCUMENT, 'latin1');
    return isWord ? 'docx' : null;
  }
  if (startsWith(bytes, COMPOUND_FILE)) {
    // The names of the streams inside, in the file's directory (UTF-16).
    if (holds(bytes, 'WordDocument', 'utf16le')) return 'doc';
    if (holds(bytes, 'EncryptedPackage', 'utf16le')) return 'encryptedOffice';
    return null;
  }
  const window = Math.min(bytes.length, PDF_HEADER_WINDOW) - PDF.length;
  for (let offset = 0; offset <= window; offset += 1) {
    if (startsWith(bytes, PDF, offset)) return 'pdf';
  }
  return null;
}

function holds(bytes: Uint8Array, text: string, encoding: 'latin1' | 'utf16le'): boolean {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).includes(text, 0, encoding);
}

/** Which picture the bytes are, PNG, JPEG or GIF (87a or 89a), from their signature alone. */
export function detectImageKind(bytes: Uint8Array): ImageKind | null {
  if (startsWith(bytes, PNG)) return 'png';
  if (startsWith(bytes, JPEG)) return 'jpeg';
  if (startsWith(bytes, GIF87A) || startsWith(bytes, GIF89A)) return 'gif';
  return null;
}

function startsWith(bytes: Uint8Array, signature: number[], offset = 0): boolean {
  return signature.every((byte, index) => bytes[offset + index] === byte);
}

/** Width × height of a PNG, JPEG or GIF from its header, or null when it cannot be read. */
export function imagePixels(bytes: Uint8Array, kind: ImageKind): number | null {
  const size = imageSize(bytes, kind);
  return size && size.width * size.height;
}

/** Width and height of a PNG, JPEG or GIF from its header, or null when it cannot be read. */
export function imageSize(
  bytes: Uint8Array,
  kind: ImageKind,
): { width: number; height: number } | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (kind === 'gif') {
    // The logical screen (little-endian width and height after the signature) bounds every frame.
    return bytes.length >= 10
      ? { width: view.getUint16(6, true), height: view.getUint16(8, true) }
      : null;
  }
  if (kind === 'png') {
    // The IHDR chunk comes first: width and height right after its type.
    return bytes.length >= 24 ? { width: view.getUint32(16), height: view.getUint32(20) } : null;
  }
  // JPEG: walk the segments up to the start of frame, which holds the size.
  let offset = 2;
  while (offset + 9 <= bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1]!;
    if (marker === 0xff) {
      offset += 1; // fill byte
      continue;
    }
    const isStartOfFrame = marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);
    if (isStartOfFrame) {
      return { width: view.getUint16(offset + 7), height: view.getUint16(offset + 5) };
    }
    offset += 2 + view.getUint16(offset + 2);
  }
  return null;
}

/**
 * Whether the bytes are a Windows icon (.ico): the header names 1 to 64 images, and each
 * image's bytes lie within the file.
 */
export function isIcon(bytes: Uint8Array): boolean {
  if (bytes.length < 22 || !startsWith(bytes, [0, 0, 1, 0])) return false;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const count = view.getUint16(4, true);
  if (count < 1 || count > 64 || bytes.length < 6 + 16 * count) return false;
  for (let index = 0; index < count; index += 1) {
    const entry = 6 + 16 * index;
    const size = view.getUint32(entry + 8, true);
    const offset = view.getUint32(entry + 12, true);
    if (size === 0 || offset < 6 + 16 * count || offset + size > bytes.length) return false;
  }
  return true;
}
