import { documentTitle, SITE_DESCRIPTION } from '../lib/site';

/**
 * React 19 hoists <title> and <meta> into <head>, so each screen names and describes itself where
 * it renders. index.html carries no description, so a page never has two.
 */
export function DocumentTitle({
  title,
  description = SITE_DESCRIPTION,
}: {
  title?: string;
  description?: string;
}) {
  return (
    <>
      <title>{documentTitle(title)}</title>
      <meta name="description" content={description} />
    </>
  );
}
