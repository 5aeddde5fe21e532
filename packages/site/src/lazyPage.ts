import { lazy, type ComponentType } from 'react';

/* eslint-disable @typescript-eslint/no-explicit-any -- pages take their own route params */
export type Page = ComponentType<any>;

/**
 * A page whose code loads when it is first shown, so a visitor downloads the pages they open
 * and not the whole site. `name` is the page's export in its module.
 */
export const lazyPage = <K extends string>(load: () => Promise<Record<K, Page>>, name: K): Page =>
  lazy(async () => ({ default: (await load())[name] }));
