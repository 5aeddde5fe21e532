/**
 * Resolves when the element with this id comes within `margin` of the screen, at once when it
 * is already there (an address such as `/#contact`), is not in the page (drawn in the browser,
 * after a page change) or the browser cannot tell.
 */
export function whenNear(id: string, margin = '600px'): Promise<void> {
  return new Promise((resolve) => {
    const element = document.getElementById(id);
    if (!element || typeof IntersectionObserver === 'undefined') {
      resolve();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          resolve();
        }
      },
      { rootMargin: margin },
    );
    observer.observe(element);
  });
}
