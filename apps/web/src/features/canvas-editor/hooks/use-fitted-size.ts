import { useEffect, useState, type RefObject } from 'react';

/** Room kept under the canvas on a desktop, so its bottom edge never touches the window's. */
const DESKTOP_MARGIN = 16;
/** Below this a desktop canvas would be too small to edit: the page scrolls instead. */
const DESKTOP_MIN_HEIGHT = 320;

/**
 * The canvas's most height. On a desktop, what the window has under the canvas's top at the page's
 * start (so the whole canvas is in view without scrolling, 1280×800 included), at most 640 px; on
 * a phone under half the window, leaving the rest for the fields.
 */
function maxHeightFor(viewport: { width: number; height: number }, top: number): number {
  if (viewport.width < 1024) return viewport.height * 0.4;
  const below = viewport.height - top - DESKTOP_MARGIN;
  return Math.min(640, Math.max(DESKTOP_MIN_HEIGHT, below));
}

/**
 * The largest size of the comp's shape that fits the element's width and the window's height
 * under it: the canvas "zoomed to fit". Follows the element as the window or the layout changes.
 */
export function useFittedSize(
  element: RefObject<HTMLElement | null>,
  comp: { width: number; height: number },
) {
  const [room, setRoom] = useState({ width: 0, height: 0 });
  useEffect(() => {
    const target = element.current;
    if (!target) return;
    const measure = () =>
      setRoom({
        width: target.clientWidth,
        height: maxHeightFor(
          { width: window.innerWidth, height: window.innerHeight },
          target.getBoundingClientRect().top + window.scrollY,
        ),
      });
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(target);
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [element]);
  const scale = Math.min(room.width / comp.width, room.height / comp.height);
  return { width: comp.width * scale, height: comp.height * scale };
}
