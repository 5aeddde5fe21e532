/**
 * A framework-free notification store (spec sections 3, 4 and 9): add, update, dismiss and
 * remove toasts; at most `limit` visible (a new toast replaces the previous); each closes by
 * itself after `duration` ms unless paused (pointer or focus over it); a dismissed toast is
 * removed `removeDelay` ms later. React reads it through `useSyncExternalStore`.
 */
export type ToastVariant = 'default' | 'destructive';

export interface ToastAction {
  /** Text of the action button. */
  label: string;
  /** What a screen reader user is told the action does (defaults to the label). */
  altText?: string;
  onClick: () => void;
}

export interface ToastInput {
  title?: string;
  description?: string;
  action?: ToastAction;
  variant?: ToastVariant;
  /** Auto-close delay in ms; `Infinity` keeps it until dismissed. */
  duration?: number;
}

export interface Toast {
  id: string;
  title?: string;
  description?: string;
  action?: ToastAction;
  variant: ToastVariant;
  duration: number;
  /** False once dismissed: no longer shown, removed after the removal delay. */
  open: boolean;
}

export interface ToastStoreOptions {
  limit?: number;
  duration?: number;
  removeDelay?: number;
}

export interface ToastStore {
  /** Shows a toast, replacing the oldest beyond the limit; returns its id. */
  add(input: ToastInput): string;
  /** Changes a toast's copy or variant; a new `duration` restarts its timer. */
  update(id: string, patch: Partial<ToastInput>): void;
  /** Closes one toast, or all without an id; each is removed after the removal delay. */
  dismiss(id?: string): void;
  /** Forgets one toast, or all, at once. */
  remove(id?: string): void;
  /** Stops the auto-close timers (pointer or focus over the toasts). */
  pause(): void;
  /** Restarts them with the time each had left. */
  resume(): void;
  /** The toasts, newest first (open and recently dismissed). */
  getSnapshot(): readonly Toast[];
  subscribe(listener: () => void): () => void;
}

export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
/** A swipe to the right of at least this many pixels closes a toast. */
export const TOAST_SWIPE_THRESHOLD_PX = 50;
/** The key that moves focus to the notifications. */
export const TOAST_HOTKEY = 'F8';

/** Whether a horizontal drag of `deltaX` px (positive is rightwards) closes a toast. */
export const isSwipeToClose = (deltaX: number): boolean => deltaX >= TOAST_SWIPE_THRESHOLD_PX;

const EMPTY: readonly Toast[] = [];

interface CloseTimer {
  handle?: ReturnType<typeof setTimeout>;
  startedAt: number;
  remaining: number;
}

export function createToastStore({
  limit = TOAST_LIMIT,
  duration: defaultDuration = TOAST_DURATION_MS,
  removeDelay = TOAST_REMOVE_DELAY_MS,
}: ToastStoreOptions = {}): ToastStore {
  let toasts: readonly Toast[] = EMPTY;
  let count = 0;
  let paused = false;
  const listeners = new Set<() => void>();
  /** Auto-close timers of open toasts, with when they started and how long they had. */
  const closeTimers = new Map<string, CloseTimer>();
  const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();

  const emit = () => listeners.forEach((listener) => listener());
  const set = (next: readonly Toast[]) => {
    toasts = next;
    emit();
  };

  function startClose(id: string, remaining: number) {
    stopClose(id);
    if (!Number.isFinite(remaining)) return;
    const timer: CloseTimer = { startedAt: Date.now(), remaining };
    if (!paused) timer.handle = setTimeout(() => store.dismiss(id), remaining);
    closeTimers.set(id, timer);
  }

  function stopClose(id: string) {
    const timer = closeTimers.get(id);
    if (timer?.handle !== undefined) clearTimeout(timer.handle);
    closeTimers.delete(id);
  }

  function forget(id: string) {
    stopClose(id);
    const removal = removeTimers.get(id);
    if (removal !== undefined) clearTimeout(removal);
    removeTimers.delete(id);
  }

  const store: ToastStore = {
    add(input) {
      count = (count + 1) % Number.MAX_SAFE_INTEGER;
      const id = `toast-${count}`;
      const toast: Toast = {
        id,
        title: input.title,
        description: input.description,
        action: input.action,
        variant: input.variant ?? 'default',
        duration: input.duration ?? defaultDuration,
        open: true,
      };
      const next = [toast, ...toasts];
      for (const dropped of next.slice(limit)) forget(dropped.id);
      set(next.slice(0, limit));
      startClose(id, toast.duration);
      return id;
    },

    update(id, patch) {
      const current = toasts.find((t) => t.id === id);
      if (!current) return;
      set(
        toasts.map((t) =>
          t.id === id ? { ...t, ...patch, variant: patch.variant ?? t.variant } : t,
        ),
      );
      if (patch.duration !== undefined && current.open) startClose(id, patch.duration);
    },

    dismiss(id) {
      const targets = toasts.filter((t) => t.open && (id === undefined || t.id === id));
      if (targets.length === 0) return;
      for (const t of targets) {
        stopClose(t.id);
        if (!removeTimers.has(t.id)) {
          removeTimers.set(
            t.id,
            setTimeout(() => store.remove(t.id), removeDelay),
          );
        }
      }
      const closing = new Set(targets.map((t) => t.id));
      set(toasts.map((t) => (closing.has(t.id) ? { ...t, open: false } : t)));
    },

    remove(id) {
      const gone = toasts.filter((t) => id === undefined || t.id === id);
      if (gone.length === 0) return;
      gone.forEach((t) => forget(t.id));
      set(id === undefined ? EMPTY : toasts.filter((t) => t.id !== id));
    },

    pause() {
      if (paused) return;
      paused = true;
      const now = Date.now();
      for (const timer of closeTimers.values()) {
        if (timer.handle !== undefined) clearTimeout(timer.handle);
        timer.handle = undefined;
        timer.remaining = Math.max(0, timer.remaining - (now - timer.startedAt));
      }
    },

    resume() {
      if (!paused) return;
      paused = false;
      for (const [id, timer] of [...closeTimers]) startClose(id, timer.remaining);
    },

    getSnapshot: () => toasts,

    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return store;
}

let pageStore: ToastStore | undefined;

/** The page-wide store: what `toast()` and a `<Toaster />` without a provider use. */
export function getPageToastStore(): ToastStore {
  pageStore ??= createToastStore();
  return pageStore;
}

export interface ToastHandle {
  id: string;
  dismiss: () => void;
  update: (patch: Partial<ToastInput>) => void;
}

/** Shows a toast in `store` and returns handles to change or close it. */
export function showToast(store: ToastStore, input: ToastInput): ToastHandle {
  const id = store.add(input);
  return { id, dismiss: () => store.dismiss(id), update: (patch) => store.update(id, patch) };
}

/** Shows a toast on the page-wide store (rendered by the page's `<Toaster />`). */
export function toast(input: ToastInput): ToastHandle {
  return showToast(getPageToastStore(), input);
}
