import { createContext, useContext } from 'react';

/**
 * Where a widget marks its pieces for styling from outside. Inside a custom element's shadow
 * root they are `part` attributes (`ia-story-grid::part(card)`); rendered as a React component
 * in the page itself there is no shadow root, where `part` means nothing and is not valid HTML,
 * so the same names go in `data-part` (`[data-part~='card']`).
 */
export type PartProps = { part: string } | { 'data-part': string } | Record<string, never>;

const InShadowRoot = createContext(false);

/** Provided by the custom elements around the widget they render in their shadow root. */
export const ShadowPartsProvider = InShadowRoot.Provider;

/** The attribute of a part name (or space-separated names) where the widget renders. */
export const partProps = (inShadowRoot: boolean, names: string | undefined): PartProps =>
  !names ? {} : inShadowRoot ? { part: names } : { 'data-part': names };

/** `{...parts('card')}` on an element: its part names, as `part` or `data-part`. */
export function useParts(): (names: string | undefined) => PartProps {
  const inShadowRoot = useContext(InShadowRoot);
  return (names) => partProps(inShadowRoot, names);
}
