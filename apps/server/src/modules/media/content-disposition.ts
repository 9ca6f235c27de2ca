/**
 * `attachment` with an ASCII fallback name and the exact one in RFC 6266's `filename*` (RFC 8187)
 * form. `%` leaves the fallback too, as some browsers decode it there; `encodeURIComponent` leaves
 * `'()*` as they are, which that form does not allow (`'` would end its language part).
 */
export function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const exact = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${exact}`;
}
