/**
 * The id the server logged a failed request under, in small print under its message, so a user
 * who writes to support can quote it ("Reference: 3f9c…"). Nothing when the server named none.
 */
export function ErrorReference({
  id,
  className = '',
}: {
  id: string | null | undefined;
  className?: string;
}) {
  if (!id) return null;
  return (
    <p className={`text-xs leading-5 font-normal opacity-80 ${className}`}>
      Reference: <span className="font-mono select-all">{id}</span>
    </p>
  );
}
