import { ERROR_CODES, imageChangeSchema, type AdminImage, type ImageUsage } from '@ia/shared';
import * as v from 'valibot';
import type { Repositories } from '../db/repositories/index.js';
import type { StoredImage } from '../db/repositories/images.js';
import { ApiError, notFound, validationFailed } from '../errors.js';
import { pageOfQuery } from './list-query.js';
import type { Storage } from '../storage/index.js';
import { variantKeys } from './media.js';
import { describeUsages, whereUsed } from './usages.js';

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

  /** Where each image is used, with the title staff know the item by. */
  async function usagesOf(images: readonly StoredImage[]): Promise<Map<string, ImageUsage[]>> {
    const byImage = await repositories.content.imageUsagesOf(
      images.map((image) => `/media/${image.path}`),
    );
    return describeUsages(repositories, byImage, now().toISOString());
  }

  const toAdmin = (image: StoredImage, usage: ImageUsage[]): AdminImage => ({
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
    usage,
    withdrawn: usage.some((use) => use.consentEnded === true),
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
      const usage = await usagesOf(items);
      return {
        items: items.map((image) => toAdmin(image, usage.get(`/media/${image.path}`) ?? [])),
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
      return toAdmin(image, (await usagesOf([image])).get(`/media/${image.path}`) ?? []);
    },

    /** Deletes an image nothing uses (409 naming where it is used otherwise). */
    async remove(id: number): Promise<void> {
      const image = await repositories.images.findById(id);
      if (!image) throw notFound(`No image ${id}; it may have been deleted`);
      const usage = ((await usagesOf([image])).get(`/media/${image.path}`) ?? []).filter(
        (use) => !use.deleted,
      );
      if (usage.length > 0) {
        throw new ApiError(
          409,
          ERROR_CODES.conflict,
          `This image is used, so it was not deleted. Choose another image there first: ${whereUsed(usage)}`,
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
