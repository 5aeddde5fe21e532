import { Global, css, type SerializedStyles } from '@emotion/react';
import r2wc from '@r2wc/react-to-web-component';
import { QueryClientProvider } from '@tanstack/react-query';
import { useMemo, type ComponentType } from 'react';
import { getPageQueryClient } from './queryClient';
import { ShadowPartsProvider } from './parts';
import { ShadowStyles } from './ShadowStyles';
import { WidgetProvider, directionOf } from './WidgetContext';

export type AttributeType = 'string' | 'number' | 'boolean' | 'json';

export interface WidgetElementOptions {
  /** Custom element name, `ia-…`. */
  tag: string;
  /** Attribute-backed props: camelCase prop name → type. The attribute is its kebab-case. */
  attributes?: Record<string, AttributeType>;
  /**
   * Callback props turned into composed, bubbling, cancelable CustomEvents: prop name → event
   * name (`ia-…`). The callback's first argument is the event's `detail`; when a listener calls
   * `preventDefault()`, a DOM or React event passed as the second argument is prevented too.
   */
  events?: Record<string, `ia-${string}`>;
  /** Extra styles for the element's shadow root (`:host` rules, keen-slider's CSS, …). */
  styles?: SerializedStyles;
  /** The host page's Content-Security-Policy nonce for styles, when it has one. */
  nonce?: string;
}

/** What a page may tell the `define*()` functions. */
export interface DefineOptions {
  /**
   * The nonce of the page's Content-Security-Policy: the widgets' styles are then written as
   * `<style nonce>` elements. Without it they are constructable stylesheets, which a policy
   * without `'unsafe-inline'` allows as well. The embed passes the nonce of its own `<script>`.
   */
  nonce?: string;
}

const PROPS = Symbol.for('r2wc.props');
const RENDER = Symbol.for('r2wc.render');

/** The attributes every widget element understands. */
const COMMON = { apiBase: 'string', lang: 'string', dir: 'string' } as const;

const kebab = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

function parseAttribute(type: AttributeType, value: string | null): unknown {
  if (type === 'boolean') return value !== null && value !== 'false';
  if (value === null) return undefined;
  if (type === 'number') {
    const n = Number(value);
    return value.trim() === '' || Number.isNaN(n) ? undefined : n;
  }
  if (type === 'json') {
    try {
      return JSON.parse(value);
    } catch {
      return undefined;
    }
  }
  return value;
}

/**
 * Inside the shadow root: `all: initial` on the root resets whatever the host page lets
 * inherit through the shadow boundary, then the widget sets its own type and colours.
 */
const baseStyles = css`
  :host {
    display: block;
  }
  :host([hidden]) {
    display: none;
  }
  .ia-root {
    all: initial;
    display: block;
    box-sizing: border-box;
    font-family: var(
      --ia-font-family,
      system-ui,
      -apple-system,
      'Segoe UI',
      Roboto,
      'Noto Sans',
      'Noto Sans Arabic',
      sans-serif
    );
    font-size: var(--ia-font-size, 16px);
    line-height: 1.5;
    color: var(--ia-color-text, #1f2933);
    text-align: start;
  }
  .ia-root *,
  .ia-root *::before,
  .ia-root *::after {
    box-sizing: border-box;
  }
`;

function preventSource(source: unknown) {
  if (source && typeof (source as Event).preventDefault === 'function') {
    (source as Event).preventDefault();
  }
}

interface ElementProps {
  container?: ShadowRoot | HTMLElement;
  apiBase?: string;
  lang?: string;
  dir?: string;
  [key: string]: unknown;
}

/**
 * Defines `options.tag` as a custom element rendering `Component` in an open shadow root with
 * its own Emotion cache, the page-wide query cache, typed attributes and composed `ia-*`
 * events. Does nothing if the tag is already defined (a page may load the embed twice).
 */
export function defineWidget<P extends object>(
  Component: ComponentType<P>,
  options: WidgetElementOptions,
): CustomElementConstructor {
  const existing = customElements.get(options.tag);
  if (existing) return existing;

  const attributes: Record<string, AttributeType> = { ...COMMON, ...options.attributes };
  const events = options.events ?? {};
  const stylesOfElement = [baseStyles, options.styles];

  function ElementRoot({ container, apiBase, lang, dir, ...rest }: ElementProps) {
    const host = container instanceof ShadowRoot ? container.host : container;
    const language = lang || 'en';
    const direction = dir === 'rtl' || dir === 'ltr' ? dir : directionOf(language);
    const eventProps = useMemo(() => {
      const out: Record<string, (detail?: unknown, source?: unknown) => boolean> = {};
      for (const [prop, name] of Object.entries(events)) {
        // The event is cancelable: when a listener calls preventDefault(), the DOM event that
        // caused it (a link click, say) is prevented too, so a host can take over navigation.
        out[prop] = (detail, source) => {
          const event = new CustomEvent(name, {
            detail,
            bubbles: true,
            composed: true,
            cancelable: true,
          });
          const proceed = host ? host.dispatchEvent(event) : true;
          if (!proceed) preventSource(source);
          return proceed;
        };
      }
      return out;
    }, [host]);
    const Inner = Component as ComponentType<Record<string, unknown>>;
    if (!container) return null;
    return (
      <ShadowStyles root={container} nonce={options.nonce || undefined}>
        <Global styles={stylesOfElement} />
        <QueryClientProvider client={getPageQueryClient()}>
          <WidgetProvider apiBase={apiBase ?? ''} lang={language} dir={direction}>
            <ShadowPartsProvider value={container instanceof ShadowRoot}>
              <div className="ia-root" part="root" lang={language} dir={direction}>
                <Inner {...rest} {...eventProps} />
              </div>
            </ShadowPartsProvider>
          </WidgetProvider>
        </QueryClientProvider>
      </ShadowStyles>
    );
  }
  ElementRoot.displayName = `Element(${options.tag})`;

  // r2wc handles mounting; attribute parsing is ours so that a boolean is present or absent
  // and a removed attribute goes back to the component's default.
  const Base = r2wc(ElementRoot as ComponentType<ElementProps>, {
    shadow: 'open',
    props: [],
  }) as unknown as {
    new (): HTMLElement & { [PROPS]: Record<string, unknown>; [RENDER]: () => void };
  };

  const byAttribute = new Map(
    Object.entries(attributes).map(([p, t]) => [kebab(p), [p, t] as const]),
  );

  class WidgetElement extends Base {
    static get observedAttributes() {
      return [...byAttribute.keys()];
    }
    constructor() {
      super();
      for (const [attribute, [prop, type]] of byAttribute) {
        this[PROPS][prop] = parseAttribute(type, this.getAttribute(attribute));
      }
    }
    attributeChangedCallback(name: string, _old: string | null, value: string | null) {
      const entry = byAttribute.get(name);
      if (!entry) return;
      this[PROPS][entry[0]] = parseAttribute(entry[1], value);
      this[RENDER]();
    }
  }
  // Property access mirrors the attributes (booleans toggle presence).
  for (const [attribute, [prop, type]] of byAttribute) {
    if (prop === 'lang' || prop === 'dir') continue; // the native accessors already reflect
    Object.defineProperty(WidgetElement.prototype, prop, {
      configurable: true,
      enumerable: true,
      get(this: WidgetElement) {
        return this[PROPS][prop];
      },
      set(this: WidgetElement, value: unknown) {
        if (type === 'boolean') this.toggleAttribute(attribute, Boolean(value));
        else if (value === undefined || value === null) this.removeAttribute(attribute);
        else this.setAttribute(attribute, type === 'json' ? JSON.stringify(value) : String(value));
      },
    });
  }
  customElements.define(options.tag, WidgetElement);
  return WidgetElement;
}
