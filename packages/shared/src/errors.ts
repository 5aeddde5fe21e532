import * as v from 'valibot';

/** Every API error has this JSON shape (ARCHITECTURE.md, HTTP contract). */
export const apiErrorSchema = v.object({
  error: v.object({
    code: v.string(),
    message: v.string(),
    /** Per-field messages for a 400/422 on a form, keyed by field name. */
    fields: v.optional(v.record(v.string(), v.string())),
  }),
});
export type ApiErrorBody = v.InferOutput<typeof apiErrorSchema>;

export const ERROR_CODES = {
  badRequest: 'bad_request',
  validation: 'validation_failed',
  unauthorized: 'unauthorized',
  forbidden: 'forbidden',
  notFound: 'not_found',
  conflict: 'conflict',
  methodNotAllowed: 'method_not_allowed',
  payloadTooLarge: 'payload_too_large',
  unsupportedMediaType: 'unsupported_media_type',
  tooManyRequests: 'too_many_requests',
  unavailable: 'service_unavailable',
  insufficientStorage: 'insufficient_storage',
  internal: 'internal_error',
  notImplemented: 'not_implemented',
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];
