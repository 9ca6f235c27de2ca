import { useEffect, useState, type RefObject } from 'react';

/** The canvas's most height: most of a desktop window, under half a phone's, for the fields. */
const maxHeightFor = (viewport: { width: number; height: number }) =>
  viewport.width >= 1024 ? Math.min(640, viewport.height * 0.75) : viewport.height * 0.4;

/**
 * The largest size of the comp's shape that fits the element's width and the window's height:
 * the canvas "zoomed to fit". Follows the element as the window or the layout changes.
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
        height: maxHeightFor({ width: window.innerWidth, height: window.innerHeight }),
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
