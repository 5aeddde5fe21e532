import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Manifest, RendererOptions, SiteRenderEntry, SiteRenderer } from '@ia/shared';
import { fileStat } from '../files.js';

/** Where the site's build keeps what the server needs (see packages/site/vite.config.ts). */
export const siteBuild = (siteDir: string) => ({
  /** Files the browser loads: hashed modules under assets/, favicon, pictures. */
  client: join(siteDir, 'client'),
  manifest: join(siteDir, 'client', '.vite', 'manifest.json'),
  entry: join(siteDir, 'server', 'render.js'),
});

/**
 * The site's renderer, loaded from its build on first use: until the site is built this answers
 * undefined (and the pages say how to build it), and a build made while the server runs is
 * picked up by the next request.
 */
export function createSiteRendererLoader(
  siteDir: string,
  options: Omit<RendererOptions, 'manifest'>,
): () => Promise<SiteRenderer | undefined> {
  const build = siteBuild(siteDir);
  let loading: Promise<SiteRenderer> | undefined;
  return async () => {
    if (!loading) {
      if (!(await fileStat(build.entry)) || !(await fileStat(build.manifest))) return undefined;
      loading = (async () => {
        const manifest = JSON.parse(await readFile(build.manifest, 'utf8')) as Manifest;
        const entry = (await import(pathToFileURL(build.entry).href)) as SiteRenderEntry;
        return entry.createRenderer({ ...options, manifest });
      })();
      loading.catch(() => {
        loading = undefined;
      });
    }
    return loading;
  };
}
