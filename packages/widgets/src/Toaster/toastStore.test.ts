import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  TOAST_DURATION_MS,
  TOAST_REMOVE_DELAY_MS,
  createToastStore,
  getPageToastStore,
  isSwipeToClose,
  toast,
} from './toastStore';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('toast store', () => {
  it('uses the spec constants', () => {
    expect(TOAST_DURATION_MS).toBe(5000);
    expect(TOAST_REMOVE_DELAY_MS).toBe(1_000_000);
  });

  it('adds a toast with defaults and notifies subscribers', () => {
    const store = createToastStore();
    const listener = vi.fn();
    store.subscribe(listener);
    const id = store.add({ title: 'Hello', description: 'World' });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot()).toEqual([
      {
        id,
        title: 'Hello',
        description: 'World',
        action: undefined,
        variant: 'default',
        duration: 5000,
        open: true,
      },
    ]);
  });

  it('keeps at most one toast: a new one replaces the previous', () => {
    const store = createToastStore();
    store.add({ title: 'first' });
    const second = store.add({ title: 'second', variant: 'destructive' });
    expect(store.getSnapshot().map((t) => t.title)).toEqual(['second']);
    expect(store.getSnapshot()[0]).toMatchObject({ id: second, variant: 'destructive' });
    // The replaced toast's timers are gone: nothing fires for it later.
    vi.advanceTimersByTime(TOAST_DURATION_MS - 1);
    expect(store.getSnapshot()[0]!.open).toBe(true);
  });

  it('closes by itself after 5000 ms and is removed 1,000,000 ms later', () => {
    const store = createToastStore();
    const id = store.add({ title: 'Saved' });
    vi.advanceTimersByTime(4999);
    expect(store.getSnapshot()[0]!.open).toBe(true);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()).toEqual([expect.objectContaining({ id, open: false })]);
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS - 1);
    expect(store.getSnapshot()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()).toEqual([]);
  });

  it('pauses the auto-close and resumes with the time that was left', () => {
    const store = createToastStore();
    store.add({ title: 'Hover me' });
    vi.advanceTimersByTime(3000);
    store.pause();
    vi.advanceTimersByTime(60_000);
    expect(store.getSnapshot()[0]!.open).toBe(true);
    store.resume();
    vi.advanceTimersByTime(1999);
    expect(store.getSnapshot()[0]!.open).toBe(true);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()[0]!.open).toBe(false);
  });

  it('a toast added while paused waits for resume', () => {
    const store = createToastStore();
    store.pause();
    store.add({ title: 'later' });
    vi.advanceTimersByTime(10_000);
    expect(store.getSnapshot()[0]!.open).toBe(true);
    store.resume();
    vi.advanceTimersByTime(5000);
    expect(store.getSnapshot()[0]!.open).toBe(false);
  });

  it('updates copy and variant, and restarts the timer on a new duration', () => {
    const store = createToastStore();
    const id = store.add({ title: 'Uploading' });
    vi.advanceTimersByTime(4000);
    store.update(id, { title: 'Uploaded', variant: 'destructive', duration: 3000 });
    expect(store.getSnapshot()[0]).toMatchObject({ title: 'Uploaded', variant: 'destructive' });
    vi.advanceTimersByTime(2999);
    expect(store.getSnapshot()[0]!.open).toBe(true);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()[0]!.open).toBe(false);
    store.update('nope', { title: 'ignored' });
    expect(store.getSnapshot()[0]!.title).toBe('Uploaded');
  });

  it('never closes a toast with an infinite duration until dismissed', () => {
    const store = createToastStore();
    const id = store.add({ title: 'Sticky', duration: Infinity });
    vi.advanceTimersByTime(10 * 60_000);
    expect(store.getSnapshot()[0]!.open).toBe(true);
    store.dismiss(id);
    expect(store.getSnapshot()[0]!.open).toBe(false);
  });

  it('dismisses all and removes all without an id', () => {
    const store = createToastStore({ limit: 3 });
    store.add({ title: 'a' });
    store.add({ title: 'b' });
    store.dismiss();
    expect(store.getSnapshot().every((t) => !t.open)).toBe(true);
    store.remove();
    expect(store.getSnapshot()).toEqual([]);
    // Removal timers were cleared: nothing throws or reappears later.
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS);
    expect(store.getSnapshot()).toEqual([]);
  });

  it('removes one toast at once', () => {
    const store = createToastStore({ limit: 2 });
    const a = store.add({ title: 'a' });
    const b = store.add({ title: 'b' });
    store.remove(a);
    expect(store.getSnapshot().map((t) => t.id)).toEqual([b]);
  });

  it('stops notifying after unsubscribe', () => {
    const store = createToastStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    unsubscribe();
    store.add({ title: 'x' });
    expect(listener).not.toHaveBeenCalled();
  });

  it('toast() uses the page-wide store and returns handles', () => {
    const handle = toast({ title: 'Page' });
    expect(getPageToastStore().getSnapshot()[0]).toMatchObject({ id: handle.id, title: 'Page' });
    handle.update({ description: 'more' });
    expect(getPageToastStore().getSnapshot()[0]!.description).toBe('more');
    handle.dismiss();
    expect(getPageToastStore().getSnapshot()[0]!.open).toBe(false);
    getPageToastStore().remove();
  });

  it('closes on a swipe of 50 px or more to the right', () => {
    expect(isSwipeToClose(49)).toBe(false);
    expect(isSwipeToClose(50)).toBe(true);
    expect(isSwipeToClose(-80)).toBe(false);
  });
});
