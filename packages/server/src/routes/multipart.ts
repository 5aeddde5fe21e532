import { mkdir, rm } from 'node:fs/promises';
import type { Middleware } from 'koa';
import { koaBody } from 'koa-body';
import { ApiError, badRequest } from '../errors.js';
import { interrupted, unsupportedType } from '../services/uploads.js';

/** Room for the multipart framing around the file: a larger body is refused before it is read. */
const MULTIPART_OVERHEAD = 64 * 1024;

/** formidable's error codes (formidable/src/FormidableError.js) that say what was wrong. */
const FORMIDABLE_MAX_FILES = 1015;
const FORMIDABLE_EMPTY_FILE = 1010;

/** A file received by `readMultipart`, in a temp file removed after the handler. */
export interface UploadedFile {
  filepath: string;
  size: number;
  mimetype: string | null;
  originalFilename: string | null;
}

interface MultipartState {
  /** Temp files formidable started to write. */
  written: string[];
  /** File parts seen (only the first is kept). */
  fileParts: number;
  /** The file part declared a type `accepts` refused. */
  refusedType: boolean;
}

export interface MultipartOptions {
  /** Where the file is received (a local folder, made when missing). */
  tempDir: string;
  /** The multipart field of the file. */
  field: string;
  /** What the file is called in messages: "image", "document". */
  noun: string;
  maxBytes: number;
  /** The answer to a file or body over `maxBytes` (a 413). */
  tooLarge: () => ApiError;
  /** Whether a declared type may be received at all (else `refused()`); all when absent. */
  accepts?: (declaredType: string | undefined) => boolean;
  refused?: () => ApiError;
}

/**
 * Reads a multipart body with one file into a temp file (`ctx.request.files[field]`), with
 * formidable's limits. Before a file is written, a filter keeps only the first file part, in
 * `field`, of an accepted declared type: anything else is never written to disk. Every file it
 * wrote is removed afterwards, also when the body was refused halfway (too large, the client
 * went away).
 */
export function readMultipart(options: MultipartOptions): Middleware {
  const { tempDir, field, noun, maxBytes } = options;
  const refused = options.refused ?? (() => unsupportedType());

  /** A formidable error as an answer in the contract's shape. */
  const multipartError = (error: unknown): unknown => {
    const { httpCode, code } = (error ?? {}) as { httpCode?: unknown; code?: unknown };
    if (typeof httpCode !== 'number') return error;
    if (code === FORMIDABLE_MAX_FILES) return badRequest(`Send one ${noun} only`);
    if (code === FORMIDABLE_EMPTY_FILE) return badRequest('The file is empty');
    if (httpCode === 413) return options.tooLarge();
    if (httpCode === 415) return unsupportedType(`Send the ${noun} as multipart/form-data`);
    return badRequest(`The upload could not be read; send multipart/form-data with one ${noun}`);
  };

  const body = (state: MultipartState) =>
    koaBody({
      multipart: true,
      json: false,
      urlencoded: false,
      text: false,
      formidable: {
        uploadDir: tempDir,
        maxFiles: 1,
        maxFileSize: maxBytes,
        maxTotalFileSize: maxBytes,
        maxFields: 10,
        maxFieldsSize: 64 * 1024,
        allowEmptyFiles: false,
        keepExtensions: false,
        filter: (part) => {
          state.fileParts += 1;
          if (state.fileParts > 1) return false;
          if (part.name !== field) return false;
          if (options.accepts && !options.accepts(part.mimetype ?? undefined)) {
            state.refusedType = true;
            return false;
          }
          return true;
        },
        onFileBegin: (_name, file) => {
          state.written.push(file.filepath);
        },
      },
    });

  return async (ctx, next) => {
    if (!ctx.is('multipart/form-data')) {
      throw unsupportedType(`Send the ${noun} as multipart/form-data in the field "${field}"`);
    }
    if (ctx.request.length !== undefined && ctx.request.length > maxBytes + MULTIPART_OVERHEAD) {
      throw options.tooLarge();
    }
    await mkdir(tempDir, { recursive: true });
    // Cut while the session was checked: formidable would wait for the body for ever.
    if (ctx.req.destroyed) throw interrupted();
    const state: MultipartState = { written: [], fileParts: 0, refusedType: false };
    try {
      try {
        await body(state)(ctx, async () => {});
      } catch (error) {
        throw multipartError(error);
      }
      if (state.fileParts > 1) throw badRequest(`Send one ${noun} only`);
      if (state.refusedType) throw refused();
      await next();
    } finally {
      await Promise.all(state.written.map((file) => rm(file, { force: true })));
    }
  };
}

/** The file of `field` that `readMultipart` received (400 when none was sent). */
export function uploadedFile(
  files: Record<string, unknown> | undefined,
  field: string,
  noun: string,
): UploadedFile {
  const value = files?.[field];
  const file = (Array.isArray(value) ? value[0] : value) as UploadedFile | undefined;
  if (!file) throw badRequest(`Send the ${noun} in the multipart field "${field}"`);
  return file;
}
