import { css, keyframes } from '@emotion/react';
import { useEffect, useRef, useState } from 'react';
import type { KeyboardEvent, PointerEvent } from 'react';
import { useMessages } from '../i18n/messages';
import { focusVisible } from '../ui/styles';
import { color, media, radius, TOUCH_TARGET } from '../ui/tokens';
import { toasterMessages } from './messages';
import { useToasts, useToastStore } from './ToastContext';
import {
  TOAST_HOTKEY,
  getPageToastStore,
  isSwipeToClose,
  type Toast,
  type ToastStore,
} from './toastStore';
import { useParts } from '../core/parts';

export interface ToasterProps {
  /** The store to show; defaults to the nearest `ToastProvider`'s, else the page-wide one. */
  store?: ToastStore;
  /** The key that moves focus to the notifications (default F8). */
  hotkey?: string;
}

const slideIn = keyframes`
  from { opacity: 0; transform: translateY(100%); }
  to { opacity: 1; transform: none; }
`;

const region = css`
  box-sizing: border-box;
  & * {
    box-sizing: border-box;
  }
  position: fixed;
  z-index: var(--ia-toast-z-index, 100);
  inset-block-end: 0;
  inset-inline-end: 0;
  inline-size: 100%;
  pointer-events: none;
  ${media.md} {
    max-inline-size: 420px;
  }
`;

const viewport = css`
  display: flex;
  flex-direction: column;
  gap: 0.5em;
  max-block-size: 100vh;
  margin: 0;
  padding: 1em;
  list-style: none;
  outline: none;
  &:focus-visible {
    outline: 3px solid ${color.focus};
    outline-offset: -3px;
  }
`;

const item = css`
  pointer-events: auto;
  position: relative;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75em;
  padding-block: 1em;
  padding-inline: 1.25em 3em;
  border: 1px solid ${color.border};
  border-radius: ${radius.card};
  background: ${color.surface};
  color: ${color.text};
  box-shadow: 0 10px 30px rgba(16, 24, 40, 0.18);
  touch-action: pan-y;
  user-select: none;
  animation: ${slideIn} 0.2s ease-out;
  font-family: var(--ia-font-family, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif);
  font-size: var(--ia-font-size, 16px);
  line-height: 1.4;
  text-align: start;
  &[data-variant='destructive'] {
    border-color: ${color.danger};
    background: ${color.danger};
    color: #ffffff;
  }
  &[data-swiping='true'] {
    transition: none;
  }
  &:focus-visible {
    outline: 3px solid ${color.focus};
    outline-offset: 2px;
  }
  transition:
    transform 0.2s ease-out,
    opacity 0.2s ease-out;
  ${media.reducedMotion} {
    animation: none;
    transition: none;
  }
`;

const text = css`
  flex: 1 1 12em;
  min-inline-size: 0;
  display: grid;
  gap: 0.25em;
`;

const title = css`
  font-weight: 700;
  font-size: 0.95em;
`;

const description = css`
  font-size: 0.9em;
  opacity: 0.92;
`;

const actionButton = css`
  min-block-size: ${TOUCH_TARGET};
  padding-inline: 0.9em;
  border: 1px solid currentColor;
  border-radius: ${radius.control};
  background: transparent;
  color: inherit;
  font: inherit;
  font-size: 0.875em;
  font-weight: 600;
  cursor: pointer;
  ${focusVisible}
`;

const closeButton = css`
  position: absolute;
  inset-block-start: 0.25em;
  inset-inline-end: 0.25em;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  inline-size: ${TOUCH_TARGET};
  block-size: ${TOUCH_TARGET};
  border: 0;
  border-radius: ${radius.control};
  background: transparent;
  color: inherit;
  font: inherit;
  font-size: 1.25em;
  line-height: 1;
  cursor: pointer;
  opacity: 0.75;
  &:hover {
    opacity: 1;
  }
  ${focusVisible}
`;

interface ToastItemProps {
  toast: Toast;
  store: ToastStore;
  closeLabel: string;
}

/** One toast: closes on its button, on Escape and on a swipe to the right; pauses while used. */
function ToastItem({ toast, store, closeLabel }: ToastItemProps) {
  const parts = useParts();
  const [offset, setOffset] = useState(0);
  const start = useRef<number | null>(null);
  const hovered = useRef(false);
  const focused = useRef(false);

  const syncPause = () => {
    if (hovered.current || focused.current) store.pause();
    else store.resume();
  };
  // A toast that goes away while hovered or focused must not leave the timers paused.
  useEffect(
    () => () => {
      if (hovered.current || focused.current) store.resume();
    },
    [store],
  );

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    start.current = event.clientX;
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (start.current === null) return;
    const delta = event.clientX - start.current;
    setOffset(Math.max(0, delta));
    if (delta > 8) {
      try {
        event.currentTarget.setPointerCapture?.(event.pointerId);
      } catch {
        // the pointer is already gone
      }
    }
  };
  const endSwipe = (cancelled: boolean) => {
    if (start.current === null) return;
    start.current = null;
    if (!cancelled && isSwipeToClose(offset)) store.dismiss(toast.id);
    else setOffset(0);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      store.dismiss(toast.id);
    }
  };

  // A plain box, not a list item: a toast is a status (or an alert) of its own, and a list's
  // items may not carry another role.
  return (
    <div
      css={item}
      {...parts(`toast toast-${toast.variant}`)}
      data-variant={toast.variant}
      data-swiping={offset > 0 ? 'true' : undefined}
      role={toast.variant === 'destructive' ? 'alert' : 'status'}
      aria-atomic="true"
      tabIndex={0}
      style={
        offset > 0 ? { transform: `translateX(${offset}px)`, opacity: 1 - offset / 300 } : undefined
      }
      onPointerEnter={() => {
        hovered.current = true;
        syncPause();
      }}
      onPointerLeave={() => {
        hovered.current = false;
        syncPause();
      }}
      onFocus={() => {
        focused.current = true;
        syncPause();
      }}
      onBlur={(event) => {
        if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
        focused.current = false;
        syncPause();
      }}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={() => endSwipe(false)}
      onPointerCancel={() => endSwipe(true)}
      onKeyDown={onKeyDown}
    >
      <div css={text}>
        {toast.title && (
          <div css={title} {...parts('toast-title')}>
            {toast.title}
          </div>
        )}
        {toast.description && (
          <div css={description} {...parts('toast-description')}>
            {toast.description}
          </div>
        )}
      </div>
      {toast.action && (
        <button
          type="button"
          css={actionButton}
          {...parts('toast-action')}
          aria-label={toast.action.altText}
          onClick={() => {
            toast.action?.onClick();
            store.dismiss(toast.id);
          }}
        >
          {toast.action.label}
        </button>
      )}
      <button
        type="button"
        css={closeButton}
        {...parts('toast-close')}
        aria-label={closeLabel}
        onClick={() => store.dismiss(toast.id)}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}

/**
 * The notification area: a labelled region at the bottom end of the screen (max 420 px wide
 * from medium screens) showing the open toasts of a store. F8 moves focus to it.
 */
export function Toaster({ store: given, hotkey = TOAST_HOTKEY }: ToasterProps) {
  const parts = useParts();
  const nearest = useToastStore();
  const store = given ?? nearest;
  const toasts = useToasts(store);
  const t = useMessages(toasterMessages);
  const list = useRef<HTMLDivElement>(null);
  const open = toasts.filter((toast) => toast.open);
  const hasOpen = open.length > 0;

  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== hotkey) return;
      // With several toasters on a page (the site's and an element's), the one showing
      // something takes focus; the page-wide one answers when none does.
      if (!hasOpen && store !== getPageToastStore()) return;
      event.preventDefault();
      list.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [hotkey, hasOpen, store]);

  return (
    <section css={region} {...parts('toaster')} aria-label={t('region', { hotkey })}>
      <div ref={list} css={viewport} {...parts('toast-viewport')} tabIndex={-1} aria-live="polite">
        {open.map((toast) => (
          <ToastItem key={toast.id} toast={toast} store={store} closeLabel={t('close')} />
        ))}
      </div>
    </section>
  );
}
