/**
 * JSON-LD for search engines, in the server-rendered page (a data block: never run, so the
 * Content Security Policy has nothing to admit). "<" is escaped so no value can close the script.
 */
export function StructuredData({ data }: { data: Record<string, unknown>[] }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
    />
  );
}
