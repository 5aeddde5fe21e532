import {
  ERROR_CODES,
  IMAGE_USES_LISTED,
  imageChangeSchema,
  type AdminImage,
  type ImageUsage,
} from '@ia/shared';
import * as v from 'valibot';
import type { Repositories } from '../db/repositories/index.js';
import type { StoredImage } from '../db/repositories/images.js';
import type { UseRow } from '../db/repositories/query-helpers.js';
import { ApiError, notFound, validationFailed } from '../errors.js';
import { pageOfQuery } from './list-query.js';
import type { Storage } from '../storage/index.js';
import { variantKeys } from './media.js';
import { describeUsages, whereUsed } from './usages.js';
import { withdrawnImages } from './withdrawn-media.js';

export type ImageLibraryService = ReturnType<typeof createImageLibraryService>;

/**
 * The image library: every stored image with where it is used (which item or global, which
 * field), searched and paged; alt text, name and focal point changed by staff; deleted only
 * while nothing uses it (else a 409 says where), with its resized copies.
 */
export function createImageLibraryService(deps: {
  repositories: Repositories;
  originals: Storage;
  variants: Storage;
  onChange: () => void;
  now?: () => Date;
}) {
  const { repositories } = deps;
  const now = deps.now ?? (() => new Date());

  /**
   * Where each image is used, as staff read it: the first `IMAGE_USES_LISTED` uses with the
   * title of each item, how many there are in all, and whether a story whose consent has ended
   * withdraws it. A few statements for a page of images, whatever number of items use them.
   */
  async function usagesOf(
    images: readonly StoredImage[],
  ): Promise<Map<string, { usage: ImageUsage[]; count: number; withdrawn: boolean }>> {
    const urls = images.map((image) => `/media/${image.path}`);
    const at = now().toISOString();
    const counts = await repositories.content.imageUsageCounts(urls);
    const used = urls.filter((url) => counts.has(url));
    const listed = await describeUsages(
      repositories,
      await repositories.content.firstImageUsages(used, IMAGE_USES_LISTED),
      at,
    );
    const withdrawn = await withdrawnImages(repositories, used, at);
    const sum = (kinds: ReadonlyMap<string, number> | undefined) =>
      [...(kinds?.values() ?? [])].reduce((total, n) => total + n, 0);
    return new Map(
      urls.map((url) => [
        url,
        {
          usage: listed.get(url) ?? [],
          count: sum(counts.get(url)),
          withdrawn: withdrawn.has(url),
        },
      ]),
    );
  }

  const toAdmin = (
    image: StoredImage,
    uses: { usage: ImageUsage[]; count: number; withdrawn: boolean } | undefined,
  ): AdminImage => ({
    id: image.id,
    url: `/media/${image.path}`,
    width: image.width,
    height: image.height,
    byteSize: image.byteSize,
    alt: image.alt,
    altTranslations: image.altTranslations ?? {},
    name: image.originalName ?? null,
    focalX: image.focalX,
    focalY: image.focalY,
    createdAt: image.createdAt,
    usage: uses?.usage ?? [],
    usageCount: uses?.count ?? 0,
    withdrawn: uses?.withdrawn ?? false,
  });

  return {
    async list(query: Record<string, unknown>): Promise<{ items: AdminImage[]; total: number }> {
      const page = pageOfQuery(query, { defaultSize: 60, maxSize: 500, maxPage: 100_000 });
      const q = typeof query.q === 'string' ? query.q.trim().slice(0, 200) : '';
      const { items, total } = await repositories.images.search({
        q: q || undefined,
        limit: page.limit,
        offset: page.offset,
      });
      const uses = await usagesOf(items);
      return {
        items: items.map((image) => toAdmin(image, uses.get(`/media/${image.path}`))),
        total,
      };
    },

    async change(id: number, body: unknown): Promise<AdminImage> {
      const result = v.safeParse(imageChangeSchema, body);
      if (!result.success) {
        const fields: Record<string, string> = {};
        for (const issue of result.issues) fields[v.getDotPath(issue) ?? 'body'] ??= issue.message;
        throw validationFailed('Please correct the highlighted fields of the image', fields);
      }
      const change = result.output;
      const changed = await repositories.images.change(id, {
        alt: change.alt === undefined ? undefined : change.alt || null,
        altTranslations: change.altTranslations,
        originalName: change.name === undefined ? undefined : change.name || null,
        focalX: change.focalX,
        focalY: change.focalY,
      });
      const image = changed ? await repositories.images.findById(id) : undefined;
      if (!image) throw notFound(`No image ${id}; it may have been deleted`);
      // The focal point changes how pages crop it: rendered pages are made again.
      deps.onChange();
      return toAdmin(image, (await usagesOf([image])).get(`/media/${image.path}`));
    },

    /** Deletes an image nothing uses (409 naming where it is used otherwise). */
    async remove(id: number): Promise<void> {
      const image = await repositories.images.findById(id);
      if (!image) throw notFound(`No image ${id}; it may have been deleted`);
      const url = `/media/${image.path}`;
      // The uses by items that still exist (a deleted item's do not stop a delete), the first
      // `IMAGE_USES_LISTED` of them named.
      const at = now().toISOString();
      const kinds = (await repositories.content.imageUsageCounts([url])).get(url)?.keys() ?? [];
      const live: UseRow[] = [];
      for (const kind of kinds) {
        if (live.length > IMAGE_USES_LISTED) break;
        const found = await repositories.content.imageUsesByItems(
          [url],
          kind,
          'existing',
          at,
          IMAGE_USES_LISTED + 1 - live.length,
        );
        live.push(...found);
      }
      if (live.length > 0) {
        const usage = (
          await describeUsages(repositories, new Map([[url, live.slice(0, IMAGE_USES_LISTED)]]), at)
        ).get(url)!;
        const more = live.length > IMAGE_USES_LISTED ? '; and more' : '';
        throw new ApiError(
          409,
          ERROR_CODES.conflict,
          `This image is used, so it was not deleted. Choose another image there first: ${whereUsed(usage)}${more}`,
        );
      }
      await repositories.images.deleteByPath(image.path);
      await repositories.content.forgetImage(`/media/${image.path}`);
      await deps.originals.delete(image.path);
      await Promise.all(variantKeys(image.path).map((key) => deps.variants.delete(key)));
      deps.onChange();
    },
  };
}
