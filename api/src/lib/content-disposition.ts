/**
 * The Content-Disposition header of a served file (RFC 6266): a plain ASCII `filename` for old clients,
 * and the exact name in `filename*` (RFC 8187, UTF-8, percent-encoded). Whatever the name holds — accents,
 * quotes, semicolons, a line break — the header stays one well-formed line: nothing of the name can end
 * the parameter or start another header.
 */
export type Disposition = 'inline' | 'attachment';

/** Characters RFC 8187 allows unencoded in an ext-value (attr-char); everything else is %XX of its UTF-8 bytes. */
const ATTR_CHAR = /[A-Za-z0-9!#$&+.^_`|~-]/;

function encodeExtValue(name: string): string {
  let out = '';
  for (const byte of Buffer.from(name, 'utf8')) {
    const char = String.fromCharCode(byte);
    out += byte < 0x80 && ATTR_CHAR.test(char) ? char : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

/** The name without path, control characters, or anything that would need quoting in the ASCII form. */
function asciiFallback(name: string): string {
  const plain = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/["\\/;%]/g, '_')
    .trim();
  return plain || 'fichier';
}

/** The name a file is stored under never reaches the header: only the name the route gives. */
export function contentDisposition(disposition: Disposition, filename: string): string {
  // Control characters (a line break above all) and path separators become "_".
  const clean = [...filename].map((c) => (c.charCodeAt(0) < 0x20 || c === '\x7f' || c === '/' || c === '\\' ? '_' : c)).join('');
  return `${disposition}; filename="${asciiFallback(clean)}"; filename*=UTF-8''${encodeExtValue(clean)}`;
}

/**
 * The policy of every file answer: the file is a sandboxed document of no origin (no script, no
 * form, no same-origin rights) that loads nothing, whatever it holds and however it is opened.
 */
export const FILE_ANSWER_CSP = "sandbox; default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'";

/** A stored file is downloaded (a PDF) or shown (an image, only pixels since its upload). */
export function storedFileDisposition(mime: string): Disposition {
  return mime.startsWith('image/') ? 'inline' : 'attachment';
}
