import { css } from '@emotion/react';
import { createElement, type ComponentType } from 'react';
import { ToastProvider } from './ToastContext';
import { Toaster } from './Toaster';

/**
 * For a custom element whose component shows toasts: the component gets its own toast store and
 * its own `<Toaster />` inside the element's shadow root (the page's toaster cannot reach in).
 */
export function withToaster<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  function WithToaster(props: P) {
    return (
      <ToastProvider>
        {createElement(Component, props)}
        <Toaster />
      </ToastProvider>
    );
  }
  WithToaster.displayName = `WithToaster(${Component.displayName ?? Component.name})`;
  return WithToaster;
}

/**
 * `:host` styles for such an element: without layout and paint containment, so the fixed
 * notification area is placed against the viewport rather than clipped to the element's box.
 */
export const toasterHostStyles = css`
  :host {
    contain: style;
  }
`;
