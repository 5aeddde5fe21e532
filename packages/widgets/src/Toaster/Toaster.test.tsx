// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider, useToast } from './ToastContext';
import { Toaster } from './Toaster';
import { createToastStore, type ToastStore } from './toastStore';

let store: ToastStore;
beforeEach(() => {
  store = createToastStore();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('<Toaster />', () => {
  it('is a labelled region that shows the open toast', () => {
    render(<Toaster store={store} />);
    expect(screen.getByRole('region', { name: 'Notifications (F8)' })).toBeTruthy();
    act(() => {
      store.add({ title: 'Message sent successfully!', description: "We'll get back to you." });
    });
    expect(screen.getByRole('status').textContent).toContain('Message sent successfully!');
  });

  it('shows a destructive toast as an alert and replaces the previous one', () => {
    render(<Toaster store={store} />);
    act(() => {
      store.add({ title: 'first' });
      store.add({ title: 'Upload failed', variant: 'destructive' });
    });
    expect(screen.queryByText('first')).toBeNull();
    expect(screen.getByRole('alert').getAttribute('data-variant')).toBe('destructive');
  });

  it('closes with its close button and with Escape', () => {
    render(<Toaster store={store} />);
    act(() => void store.add({ title: 'one' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('one')).toBeNull();
    act(() => void store.add({ title: 'two' }));
    fireEvent.keyDown(screen.getByRole('status'), { key: 'Escape' });
    expect(screen.queryByText('two')).toBeNull();
  });

  it('runs the action and closes', () => {
    const onClick = vi.fn();
    render(<Toaster store={store} />);
    act(() => void store.add({ title: 'Undo?', action: { label: 'Undo', onClick } }));
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(onClick).toHaveBeenCalledOnce();
    expect(screen.queryByText('Undo?')).toBeNull();
  });

  it('closes on a swipe right of 50 px, not on a shorter one', () => {
    render(<Toaster store={store} />);
    act(() => void store.add({ title: 'swipe me' }));
    const toastEl = screen.getByRole('status');
    fireEvent.pointerDown(toastEl, { clientX: 100, button: 0, pointerId: 1 });
    fireEvent.pointerMove(toastEl, { clientX: 140, pointerId: 1 });
    fireEvent.pointerUp(toastEl, { clientX: 140, pointerId: 1 });
    expect(screen.queryByText('swipe me')).not.toBeNull();
    fireEvent.pointerDown(toastEl, { clientX: 100, button: 0, pointerId: 1 });
    fireEvent.pointerMove(toastEl, { clientX: 150, pointerId: 1 });
    fireEvent.pointerUp(toastEl, { clientX: 150, pointerId: 1 });
    expect(screen.queryByText('swipe me')).toBeNull();
  });

  it('pauses the auto-close while the pointer or focus is over the toast', () => {
    vi.useFakeTimers();
    render(<Toaster store={store} />);
    act(() => void store.add({ title: 'hold' }));
    const toastEl = screen.getByRole('status');
    fireEvent.pointerEnter(toastEl);
    act(() => void vi.advanceTimersByTime(20_000));
    expect(screen.queryByText('hold')).not.toBeNull();
    fireEvent.focus(toastEl);
    fireEvent.pointerLeave(toastEl);
    act(() => void vi.advanceTimersByTime(20_000));
    expect(screen.queryByText('hold')).not.toBeNull();
    fireEvent.blur(toastEl);
    act(() => void vi.advanceTimersByTime(5000));
    expect(screen.queryByText('hold')).toBeNull();
  });

  it('moves focus to the notifications on F8', () => {
    render(<Toaster store={store} />);
    act(() => void store.add({ title: 'focus me' }));
    fireEvent.keyDown(document, { key: 'F8' });
    expect(document.activeElement?.getAttribute('data-part')).toBe('toast-viewport');
  });

  it('useToast talks to the nearest provider', () => {
    function Trigger() {
      const { toast } = useToast();
      return <button onClick={() => toast({ title: 'from provider' })}>go</button>;
    }
    render(
      <ToastProvider store={store}>
        <Trigger />
        <Toaster />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByText('go'));
    expect(store.getSnapshot()[0]!.title).toBe('from provider');
    expect(screen.getByRole('status').textContent).toContain('from provider');
  });
});
