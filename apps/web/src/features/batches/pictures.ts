/** What a thumbnail draws from: a decoded picture, or a video frame copied onto a canvas. */
export type Picture = HTMLImageElement | HTMLCanvasElement;

/** Pictures by URL, decoded once per page: 500 thumbnails share the overlay and the poster. */
const pictures = new Map<string, Promise<Picture>>();

function remembered(key: string, load: () => Promise<Picture>) {
  let found = pictures.get(key);
  if (!found) {
    found = load();
    found.catch(() => pictures.delete(key));
    pictures.set(key, found);
  }
  return found;
}

/** A photo or the template's overlay. */
export function loadPicture(url: string): Promise<Picture> {
  return remembered(url, async () => {
    const image = new Image();
    image.src = url;
    await image.decode();
    return image;
  });
}

/**
 * A video template's poster: its preview's first frame, as the editor shows it before it plays,
 * copied onto a canvas so every row's thumbnail draws the same still.
 */
export function loadPosterFrame(videoUrl: string): Promise<Picture> {
  return remembered(`poster:${videoUrl}`, async () => {
    const video = document.createElement('video');
    video.muted = true;
    video.preload = 'auto';
    video.crossOrigin = 'anonymous';
    video.src = videoUrl;
    await new Promise<void>((resolve, reject) => {
      video.addEventListener('loadeddata', () => resolve(), { once: true });
      video.addEventListener('error', () => reject(new Error('The video could not be read.')), {
        once: true,
      });
    });
    const frame = document.createElement('canvas');
    frame.width = video.videoWidth;
    frame.height = video.videoHeight;
    frame.getContext('2d')?.drawImage(video, 0, 0);
    return frame;
  });
}
