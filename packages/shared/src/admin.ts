import * as v from 'valibot';

/**
 * The admin API (ARCHITECTURE.md, "Admin only"): sign-in, the uploads' request bodies and
 * answers, and the contact messages staff read. The server validates requests with these
 * schemas and the site validates the answers with them.
 */

/** Shortest admin password (ADMIN_PASSWORD). */
export const ADMIN_PASSWORD_MIN = 12;

/** Image types an upload may declare (spec sections 5 and 9). `image/jpg` is JPEG. */
export const UPLOAD_IMAGE_TYPES = [
  'image/jpeg',
  'image/jpg',
  'image/png',
  'image/gif',
  'image/webp',
] as const;
export type UploadImageType = (typeof UPLOAD_IMAGE_TYPES)[number];

/** Largest upload: 10 MB (spec section 9). */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;

/** `POST /api/auth/login` body. Only the shape is checked; a wrong pair is a plain 401. */
export const loginRequestSchema = v.object({
  email: v.pipe(
    v.string('Enter your email address'),
    v.trim(),
    v.minLength(1, 'Enter your email address'),
    v.maxLength(254, 'Enter your email address'),
  ),
  password: v.pipe(
    v.string('Enter your password'),
    v.minLength(1, 'Enter your password'),
    v.maxLength(1024, 'The password is too long'),
  ),
});
export type LoginRequest = v.InferInput<typeof loginRequestSchema>;

/** The sign-in form: the request's rules, and an address that looks like one before asking. */
export const signInFormSchema = v.object({
  email: v.pipe(
    loginRequestSchema.entries.email,
    v.email('Enter your email address, like name@example.org'),
  ),
  password: loginRequestSchema.entries.password,
});

/** `POST /api/auth/login` and `GET /api/auth/me`: who is signed in. */
export const adminSessionSchema = v.object({ email: v.string() });
export type AdminSession = v.InferOutput<typeof adminSessionSchema>;

/** `GET /api/auth/setup`: whether an admin account exists (public, says nothing else). */
export const adminSetupSchema = v.object({ adminExists: v.boolean() });
export type AdminSetup = v.InferOutput<typeof adminSetupSchema>;

/** `POST /api/images/upload` (201): the stored image. `imageUrl` is a root-relative /media path. */
export const uploadedImageResultSchema = v.object({
  fileName: v.string(),
  imageUrl: v.string(),
  /** ISO 8601 date-time. */
  uploadedAt: v.string(),
});
export type UploadedImageResult = v.InferOutput<typeof uploadedImageResultSchema>;

/** `POST /api/objects/upload` body: what the direct upload will send. */
export const objectUploadRequestSchema = v.object({
  fileName: v.pipe(
    v.string('fileName must be a string'),
    v.trim(),
    v.minLength(1, 'fileName must not be empty'),
    v.maxLength(255, 'fileName must be at most 255 characters'),
  ),
  contentType: v.pipe(
    v.string('contentType must be a string'),
    v.trim(),
    v.toLowerCase(),
    v.picklist(UPLOAD_IMAGE_TYPES, 'Only JPEG, PNG, GIF and WEBP images can be uploaded'),
  ),
  size: v.pipe(
    v.number('size must be a number of bytes'),
    v.integer('size must be a whole number of bytes'),
    v.minValue(1, 'size must be at least 1 byte'),
    v.maxValue(UPLOAD_MAX_BYTES, 'The image must be smaller than 10MB'),
  ),
});
export type ObjectUploadRequest = v.InferInput<typeof objectUploadRequestSchema>;

/** `POST /api/objects/upload` answer: the signed address of one direct PUT. */
export const objectUploadUrlSchema = v.object({
  uploadURL: v.string(),
  /** ISO 8601 date-time after which the address is refused. */
  expiresAt: v.string(),
});
export type ObjectUploadUrl = v.InferOutput<typeof objectUploadUrlSchema>;

/** A stored contact message as staff read it (`GET /api/admin/contact-messages`). */
export const adminContactMessageSchema = v.object({
  id: v.number(),
  name: v.string(),
  email: v.string(),
  /** Plain text, line breaks kept; never HTML. */
  message: v.string(),
  /** ISO 8601 date-time. */
  createdAt: v.string(),
  /** When staff read it (ISO 8601); null while unread. */
  readAt: v.nullable(v.string()),
  /** When staff archived it (ISO 8601); null while in the inbox. */
  archivedAt: v.nullable(v.string()),
  /** When staff marked it answered (ISO 8601); null until then (absent from older servers). */
  answeredAt: v.optional(v.nullable(v.string()), null),
});
export type AdminContactMessage = v.InferOutput<typeof adminContactMessageSchema>;
export const adminContactMessageListSchema = v.array(adminContactMessageSchema);

/** `?status=` of the message list and export: the inbox (default), unread, archived or all. */
export const MESSAGE_FILTERS = ['inbox', 'unread', 'archived', 'all'] as const;
export type MessageFilter = (typeof MESSAGE_FILTERS)[number];

/** Response header of the message list: how many messages each filter shows, as JSON. */
export const MESSAGE_COUNTS_HEADER = 'X-Message-Counts';
export const messageCountsSchema = v.object({
  inbox: v.number(),
  unread: v.number(),
  archived: v.number(),
  all: v.number(),
});
export type MessageCounts = v.InferOutput<typeof messageCountsSchema>;

/**
 * `PATCH /api/admin/contact-messages/{id}`: mark read or unread, archive or restore, answered or
 * not.
 */
export const messageChangeSchema = v.pipe(
  v.strictObject(
    {
      read: v.optional(v.boolean('read must be true or false')),
      archived: v.optional(v.boolean('archived must be true or false')),
      answered: v.optional(v.boolean('answered must be true or false')),
    },
    'Send read, archived and/or answered (true or false), nothing else',
  ),
  v.check(
    (change) =>
      change.read !== undefined || change.archived !== undefined || change.answered !== undefined,
    'Send read, archived and/or answered (true or false)',
  ),
);
export type MessageChange = v.InferOutput<typeof messageChangeSchema>;
