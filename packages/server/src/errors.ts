import { ERROR_CODES, type ErrorCode } from '@ia/shared';

/**
 * An error the API answers on purpose: status, contract code (packages/shared errors.ts) and a
 * message safe to show. The error handler turns it into `{"error": {"code", "message"}}`.
 * Anything else thrown is a bug and becomes a 500 without details.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly options: { fields?: Record<string, string>; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const badRequest = (message: string) => new ApiError(400, ERROR_CODES.badRequest, message);

export const notFound = (message = 'Not found') => new ApiError(404, ERROR_CODES.notFound, message);

/** 403 `forbidden`: signed in, but this account may not do this (the message says why). */
export const forbidden = (message: string) => new ApiError(403, ERROR_CODES.forbidden, message);

export const validationFailed = (message: string, fields: Record<string, string>) =>
  new ApiError(422, ERROR_CODES.validation, message, { fields });

export const unavailable = (message: string) => new ApiError(503, ERROR_CODES.unavailable, message);
