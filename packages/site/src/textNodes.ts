import { options, type VNode } from 'preact';

type Child = unknown;

const isText = (child: Child): child is string | number =>
  typeof child === 'string' || typeof child === 'number';

/** `['Read more', ': ', title]` → `['Read more: ' + title]`; anything else as it was. */
export function mergeAdjacentText(children: readonly Child[]): Child[] {
  const merged: Child[] = [];
  for (const child of children) {
    const last = merged.length - 1;
    if (isText(child) && last >= 0 && isText(merged[last])) {
      merged[last] = `${merged[last]}${child}`;
    } else if (child !== '') {
      merged.push(child);
    }
  }
  return merged;
}

/**
 * Adjacent texts of one element (`{count} stories`, `text{' '}`) become one text, on the server
 * and in the browser alike. Rendered to HTML they are one text node anyway; without this the
 * browser would split that node while taking the page over (a hydration mismatch that rewrites
 * the DOM it was sent). React's server rendering puts comments between such texts instead;
 * Preact's does not, so the children are made to agree before either renders them.
 */
export function mergeTextChildren(): void {
  const previous = options.vnode;
  options.vnode = (vnode: VNode) => {
    const props = vnode.props as { children?: unknown } | null;
    const children = props?.children;
    if (Array.isArray(children) && children.length > 1) {
      const merged = mergeAdjacentText(children);
      if (merged.length !== children.length) {
        props!.children = merged.length === 1 ? merged[0] : merged;
      }
    }
    previous?.(vnode);
  };
}
