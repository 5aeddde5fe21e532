/**
 * What the browser tests watch while a page is taken over, as an init script of the page (it
 * runs in the browser, before the page's own scripts).
 */

/**
 * Before the page's scripts run: records every change to the server's HTML until the site says
 * it has taken the page over (`ia:hydrated`), and every layout shift.
 */
export function watchHydration() {
  type Shift = PerformanceEntry & {
    value: number;
    hadRecentInput: boolean;
    sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
  };
  const state = window as unknown as {
    __hydration?: { changes: string[]; done: boolean };
    __shifts: { value: number; sources: string[] }[];
  };
  state.__shifts = [];
  const rect = (r: DOMRectReadOnly) => `${r.x},${r.y} ${r.width}x${r.height}`;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Shift[]) {
      if (entry.hadRecentInput) continue;
      state.__shifts.push({
        value: entry.value,
        sources: entry.sources.map(
          (source) =>
            `${(source.node as Element | undefined)?.outerHTML?.slice(0, 100) ?? source.node?.nodeName} ${rect(source.previousRect)} -> ${rect(source.currentRect)}`,
        ),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
  document.addEventListener('readystatechange', () => {
    if (document.readyState !== 'interactive') return;
    const root = document.getElementById('root');
    if (!root) return;
    const observer = new MutationObserver(() => {});
    observer.observe(root, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
    document.addEventListener('ia:hydrated', () => {
      state.__hydration = {
        done: true,
        changes: observer.takeRecords().map((record) => {
          const target = record.target as Element;
          return `${record.type} ${record.attributeName ?? ''} ${(target.outerHTML ?? target.textContent ?? '').slice(0, 120)}`;
        }),
      };
      observer.disconnect();
    });
  });
}
