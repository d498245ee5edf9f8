/** A download's content-disposition: an ASCII name for old clients, the exact one in UTF-8. */
export function attachment(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|"/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
