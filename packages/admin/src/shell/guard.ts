import { navigate as browserNavigate, useBrowserLocation } from 'wouter/use-browser-location';
import { useCallback, useEffect, useSyncExternalStore } from 'react';

/**
 * Nothing typed is lost by leaving: while an editor has unsaved changes, every way out asks
 * first — a link or button of the application (its router navigates through this guard), the
 * browser's Back and Forward (the address is put back until staff decide), and closing or
 * reloading the tab (the browser's own question).
 */

type Leave = () => void;

/**
 * The editors holding the guard. Each lets go of its own hold only: after a save's or a leave's
 * "let everything go", the editor's own letting go later must not count twice (a count would go
 * below zero and ask at the next move with nothing unsaved).
 */
const holders = new Set<symbol>();
let pending: { leave: Leave } | null = null;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/** An editor with unsaved changes holds the guard while `hasChanges` is true. */
export function useUnsavedChanges(hasChanges: boolean) {
  useEffect(() => {
    if (!hasChanges) return;
    const hold = Symbol('unsaved changes');
    holders.add(hold);
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => {
      holders.delete(hold);
      window.removeEventListener('beforeunload', warn);
    };
  }, [hasChanges]);
}

/** Runs `leave` now, or once staff confirm when there are unsaved changes. */
export function requestLeave(leave: Leave) {
  if (holders.size === 0) return leave();
  pending = { leave };
  notify();
}

/** The question waiting for an answer (the dialog shows it). */
export function usePendingLeave() {
  const subscribe = useCallback((listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  }, []);
  const current = useSyncExternalStore(subscribe, () => pending);
  return {
    pending: current !== null,
    stay: () => {
      pending = null;
      notify();
    },
    leave: () => {
      const action = pending;
      pending = null;
      holders.clear();
      notify();
      action?.leave();
    },
  };
}

let last = typeof location === 'undefined' ? '' : location.pathname + location.search;
if (typeof window !== 'undefined') {
  // Registered before the router's own listener: Back with unsaved changes puts the address
  // back and asks; the router never sees the move unless staff choose to leave.
  window.addEventListener('popstate', (event) => {
    const target = location.pathname + location.search;
    if (holders.size > 0) {
      event.stopImmediatePropagation();
      history.pushState(history.state, '', last);
      requestLeave(() => browserNavigate(target));
      return;
    }
    last = target;
  });
  for (const type of ['pushState', 'replaceState']) {
    window.addEventListener(type, () => {
      last = location.pathname + location.search;
    });
  }
}

/** The router's location hook: the browser's, with every navigation asking the guard first. */
export function useGuardedLocation(): [
  string,
  (to: string, options?: { replace?: boolean }) => void,
] {
  const [location] = useBrowserLocation();
  const navigate = useCallback(
    (to: string, options?: { replace?: boolean }) =>
      requestLeave(() => browserNavigate(to, options)),
    [],
  );
  return [location, navigate];
}

/**
 * Goes to `to` without asking: after a save or a delete, when nothing is left unsaved (the
 * editor's guard is let go first, before its effect would be).
 */
export function navigateAfterSave(to: string, options?: { replace?: boolean }) {
  holders.clear();
  browserNavigate(`/admin${to === '/' ? '/' : to}`, options);
}
