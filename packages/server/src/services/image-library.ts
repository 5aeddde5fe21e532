import {
  ERROR_CODES,
  GLOBALS,
  collectionNamed,
  imageChangeSchema,
  imagesOf,
  type ContentDef,
  type AdminImage,
  type ImageUsage,
} from '@ia/shared';
import * as v from 'valibot';
import type { Repositories } from '../db/repositories/index.js';
import type { StoredImage } from '../db/repositories/images.js';
import { ApiError, notFound, validationFailed } from '../errors.js';
import { pageOfQuery } from './list-query.js';
import type { Storage } from '../storage/index.js';
import { GLOBALS_KIND } from './content-editing.js';
import { variantKeys } from './media.js';
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

  /** Where each image is used, with the title staff know the item by. */
  async function usagesOf(images: readonly StoredImage[]): Promise<Map<string, ImageUsage[]>> {
    const byImage = await repositories.content.imageUsagesOf(
      images.map((image) => `/media/${image.path}`),
    );
    const allGlobals = await repositories.globals.readAll();
    const globals = new Map(allGlobals.map((g) => [g.id, g.name]));
    const titles = new Map<string, string>();
    /** `kind:id` → `image field` of each use that gives its own alt text (or is decorative). */
    const described = new Set<string>();
    const noteDescribed = (
      key: string,
      def: ContentDef | undefined,
      doc: Record<string, unknown>,
    ) => {
      if (!def) return;
      for (const use of imagesOf(def.fields, doc)) {
        if (use.described) described.add(`${key} ${use.image} ${use.field}`);
      }
    };
    for (const global of allGlobals) {
      noteDescribed(
        `${GLOBALS_KIND}:${global.id}`,
        GLOBALS.find((g) => g.name === global.name),
        global.document,
      );
    }
    const wanted = new Map<string, Set<number>>();
    for (const uses of byImage.values()) {
      for (const use of uses) {
        if (use.kind === GLOBALS_KIND) continue;
        wanted.set(use.kind, (wanted.get(use.kind) ?? new Set()).add(use.itemId));
      }
    }
    for (const [kind, ids] of wanted) {
      const def = collectionNamed(kind);
      if (!def) continue;
      for (const item of await repositories.entries(def).readMany([...ids])) {
        titles.set(`${kind}:${item.id}`, String(item.document[def.titleField] ?? ''));
        noteDescribed(`${kind}:${item.id}`, def, item.document);
      }
    }
    const withdrawn = await withdrawnImages(repositories, [...byImage.keys()], now().toISOString());
    const out = new Map<string, ImageUsage[]>();
    for (const [image, uses] of byImage) {
      const ended = withdrawn.get(image) ?? [];
      const list: ImageUsage[] = [];
      for (const use of uses) {
        if (use.kind === GLOBALS_KIND) {
          const name = globals.get(use.itemId) ?? '';
          const def = GLOBALS.find((g) => g.name === name);
          list.push({
            kind: GLOBALS_KIND,
            id: 0,
            name,
            title: def?.label ?? name,
            field: use.field,
            ...(described.has(`${GLOBALS_KIND}:${use.itemId} ${image} ${use.field}`)
              ? { described: true }
              : {}),
          });
          continue;
        }
        const title = titles.get(`${use.kind}:${use.itemId}`);
        // An item deleted since keeps its pictures out of public view; the library says so.
        const label = collectionNamed(use.kind)?.label ?? use.kind;
        list.push({
          kind: use.kind,
          id: use.itemId,
          title: title ?? `${label} ${use.itemId} (deleted)`,
          field: use.field,
          ...(title === undefined ? { deleted: true } : {}),
          ...(described.has(`${use.kind}:${use.itemId} ${image} ${use.field}`)
            ? { described: true }
            : {}),
          ...(ended.some((item) => item.kind === use.kind && item.itemId === use.itemId)
            ? { consentEnded: true }
            : {}),
        });
      }
      out.set(image, list);
    }
    return out;
  }

  const toAdmin = (image: StoredImage, usage: ImageUsage[]): AdminImage => ({
    id: image.id,
    url: `/media/${image.path}`,
    width: image.width,
    height: image.height,
    byteSize: image.byteSize,
    alt: image.alt,
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
        const where = usage.map((use) => `${use.title} (${use.field})`).join('; ');
        throw new ApiError(
          409,
          ERROR_CODES.conflict,
          `This image is used, so it was not deleted. Choose another image there first: ${where}`,
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
