import { SHARE_PICTURE_SIZE } from '@frameshop/contract';
import { useLocation } from 'react-router';
import { usePublicConfig } from '../lib/public-config';
import {
  absoluteUrl,
  documentTitle,
  SITE_DESCRIPTION,
  SITE_LOCALE,
  SITE_NAME,
  STORE_SHARE_PICTURE,
} from '../lib/site';

/** What a shared link of the page shows beside its title: a picture, and a video where there is one. */
export interface LinkPreview {
  /** The picture; any address, made absolute against the store's. */
  image: string;
  /**
   * Its size when it is known (a share picture's), so a link preview lays the card out before it
   * has the picture; otherwise left to the reader to find.
   */
  imageSize?: { width: number; height: number } | null;
  /** What the picture shows, for those who cannot see it. */
  imageAlt: string;
  /** The watermarked preview video, when the page has one. */
  video?: string | null;
}

/** The store's own picture, for a page that has none of its own. */
const STORE_PREVIEW: LinkPreview = {
  image: STORE_SHARE_PICTURE.path,
  imageSize: SHARE_PICTURE_SIZE,
  imageAlt: STORE_SHARE_PICTURE.alt,
};

/**
 * The page's head, as a crawler and a link preview read it: title, description, canonical address
 * (the path on the store's PUBLIC_URL, without the query: a sorted or filtered list is the list),
 * and the Open Graph and Twitter card tags. React 19 hoists these tags into <head>, on the server
 * too, so each screen names and describes itself where it renders; index.html carries none of
 * them, so a page never has two. A page without a picture of its own is shown with the store's
 * share picture: a link preview then never picks one of the page's images (a template's poster
 * the home page preloads) as if it were the page's. A `noindex` page (a searched or filtered
 * list) asks search engines to follow its links but not to index it: its canonical address is
 * the plain list.
 */
export function DocumentTitle({
  title,
  description = SITE_DESCRIPTION,
  preview = STORE_PREVIEW,
  noindex = false,
}: {
  title?: string;
  description?: string;
  preview?: LinkPreview;
  noindex?: boolean;
}) {
  const { pathname } = useLocation();
  const publicUrl = usePublicConfig()?.publicUrl;
  const fullTitle = documentTitle(title);
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {noindex ? <meta name="robots" content="noindex, follow" /> : null}
      {publicUrl ? (
        <>
          <link rel="canonical" href={absoluteUrl(pathname, publicUrl)} />
          <meta property="og:site_name" content={SITE_NAME} />
          <meta property="og:type" content={preview.video ? 'video.other' : 'website'} />
          <meta property="og:locale" content={SITE_LOCALE} />
          <meta property="og:title" content={fullTitle} />
          <meta property="og:description" content={description} />
          <meta property="og:url" content={absoluteUrl(pathname, publicUrl)} />
          <meta property="og:image" content={absoluteUrl(preview.image, publicUrl)} />
          {preview.imageSize ? (
            <>
              <meta property="og:image:width" content={String(preview.imageSize.width)} />
              <meta property="og:image:height" content={String(preview.imageSize.height)} />
            </>
          ) : null}
          <meta property="og:image:alt" content={preview.imageAlt} />
          <meta name="twitter:card" content="summary_large_image" />
          <meta name="twitter:title" content={fullTitle} />
          <meta name="twitter:description" content={description} />
          <meta name="twitter:image" content={absoluteUrl(preview.image, publicUrl)} />
          <meta name="twitter:image:alt" content={preview.imageAlt} />
          {preview.video ? (
            <>
              <meta property="og:video" content={absoluteUrl(preview.video, publicUrl)} />
              <meta property="og:video:type" content="video/mp4" />
            </>
          ) : null}
        </>
      ) : null}
    </>
  );
}
