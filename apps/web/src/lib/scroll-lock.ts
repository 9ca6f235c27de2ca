// Counted, so a modal opened from another modal does not unlock the page when it closes.
let locks = 0;
let saved = { overflow: '', paddingRight: '' };

/** Stops the page behind an overlay from scrolling, without the layout jumping as the scrollbar goes. */
export function lockScroll(): () => void {
  const { body, documentElement } = document;
  if (locks === 0) {
    saved = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
    const scrollbarWidth = window.innerWidth - documentElement.clientWidth;
    body.style.overflow = 'hidden';
    if (scrollbarWidth > 0) body.style.paddingRight = `${scrollbarWidth}px`;
  }
  locks += 1;

  let released = false;
  return () => {
    if (released) return;
    released = true;
    locks -= 1;
    if (locks === 0) {
      body.style.overflow = saved.overflow;
      body.style.paddingRight = saved.paddingRight;
    }
  };
}
