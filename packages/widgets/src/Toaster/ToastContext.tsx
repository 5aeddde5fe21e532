import { createContext, useContext, useMemo, useState, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import {
  createToastStore,
  getPageToastStore,
  showToast,
  type Toast,
  type ToastHandle,
  type ToastInput,
  type ToastStore,
  type ToastStoreOptions,
} from './toastStore';

const ToastStoreContext = createContext<ToastStore | null>(null);

export interface ToastProviderProps extends ToastStoreOptions {
  /** A store to share; by default the provider makes its own. */
  store?: ToastStore;
  children: ReactNode;
}

/**
 * Gives the components inside their own toast store. A custom element uses one so that its
 * toasts show in its own shadow root; on the site no provider is needed and everything goes to
 * the page-wide store that the layout's `<Toaster />` shows.
 */
export function ToastProvider({
  store,
  limit,
  duration,
  removeDelay,
  children,
}: ToastProviderProps) {
  const [own] = useState(() => store ?? createToastStore({ limit, duration, removeDelay }));
  return <ToastStoreContext.Provider value={store ?? own}>{children}</ToastStoreContext.Provider>;
}

/** The store of the nearest `ToastProvider`, else the page-wide store. */
export function useToastStore(): ToastStore {
  return useContext(ToastStoreContext) ?? getPageToastStore();
}

/** The toasts of a store, re-rendering on every change (an empty list on a server). */
export function useToasts(store: ToastStore): readonly Toast[] {
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}

export interface UseToastResult {
  toast: (input: ToastInput) => ToastHandle;
  dismiss: (id?: string) => void;
  toasts: readonly Toast[];
}

/** Shows and closes toasts in the nearest store (see `useToastStore`). */
export function useToast(): UseToastResult {
  const store = useToastStore();
  const toasts = useToasts(store);
  return useMemo(
    () => ({
      toast: (input: ToastInput) => showToast(store, input),
      dismiss: (id?: string) => store.dismiss(id),
      toasts,
    }),
    [store, toasts],
  );
}
