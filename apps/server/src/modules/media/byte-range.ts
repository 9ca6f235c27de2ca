/**
 * One byte range exactly as RFC 9110 (section 14.1.2) writes it: `bytes=first-[last]` or
 * `bytes=-suffix`, decimal digits only. What @fastify/send parses leniently (`bytes=-1-5`,
 * `bytes=0x10-0x20`, `bytes=1.5-2`, stray spaces) is not a range at all.
 */
const SINGLE_RANGE = /^bytes=(?:(\d{1,15})-(\d{1,15})?|-\d{1,15})$/;

/**
 * Whether a Range header is one well-formed byte range this server honours. Anything else is to be
 * ignored, which RFC 9110 allows for any Range header: the answer is then 200 with the whole file.
 * Several ranges are ignored too, since no multipart answer is served. A range that is well formed
 * but starts past the end is still honoured, so the answer is 416 with the file's size.
 */
export function isHonouredByteRange(header: string): boolean {
  const match = SINGLE_RANGE.exec(header);
  if (!match) return false;
  const [, first, last] = match;
  // `last` before `first` makes the range invalid (not unsatisfiable), so it is ignored.
  return first === undefined || last === undefined || Number(first) <= Number(last);
}
