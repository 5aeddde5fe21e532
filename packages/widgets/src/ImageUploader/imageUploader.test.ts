import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { handlerFetch } from '../mocks/fetch';
import {
  MAX_UPLOAD_BYTES,
  fileNameOf,
  formatFileSize,
  fullImageUrl,
  normalizeAssets,
  runBulkUpload,
  storedObjectUrl,
  validateUploadFile,
} from './imageUploader';
import { createUploadClient, type UploadClient } from './uploadClient';

describe('validateUploadFile', () => {
  it('accepts the five image types up to 10 MB', () => {
    for (const type of ['image/jpeg', 'image/jpg', 'image/png', 'image/gif', 'image/webp']) {
      expect(validateUploadFile({ type, size: 1000 })).toEqual({ ok: true });
    }
    expect(validateUploadFile({ type: 'image/png', size: MAX_UPLOAD_BYTES })).toEqual({ ok: true });
  });

  it('rejects other types and larger files', () => {
    expect(MAX_UPLOAD_BYTES).toBe(10 * 1024 * 1024);
    expect(validateUploadFile({ type: 'image/svg+xml', size: 10 })).toEqual({
      ok: false,
      reason: 'type',
    });
    expect(validateUploadFile({ type: 'application/pdf', size: 10 })).toMatchObject({
      reason: 'type',
    });
    expect(validateUploadFile({ type: 'image/png', size: MAX_UPLOAD_BYTES + 1 })).toEqual({
      ok: false,
      reason: 'size',
    });
  });
});

describe('addresses and sizes', () => {
  it('writes sizes in MB with two decimals', () => {
    expect(formatFileSize(1024 * 1024 * 1.5)).toBe('1.50 MB');
    expect(formatFileSize(12345)).toBe('0.01 MB');
  });

  it('builds the full image address from the origin and path', () => {
    expect(fullImageUrl('/media/uploads/a.png', 'https://site.org')).toBe(
      'https://site.org/media/uploads/a.png',
    );
    expect(fullImageUrl('media/a.png', 'https://site.org/')).toBe('https://site.org/media/a.png');
    expect(fullImageUrl('https://cdn.example/a.png', 'https://site.org')).toBe(
      'https://cdn.example/a.png',
    );
  });

  it('stores an object at its upload address without the query', () => {
    expect(storedObjectUrl('https://s3.example/bucket/a.png?X-Amz-Signature=abc')).toBe(
      'https://s3.example/bucket/a.png',
    );
  });

  it('reads assets given as paths or objects', () => {
    expect(fileNameOf('/assets/hero%20bg.jpg?v=2')).toBe('hero bg.jpg');
    expect(
      normalizeAssets(['/assets/logo.png', { path: '/assets/a.jpg', name: 'About image' }, 3, {}]),
    ).toEqual([
      { path: '/assets/logo.png', name: 'logo.png' },
      { path: '/assets/a.jpg', name: 'About image' },
    ]);
    expect(normalizeAssets('nope')).toEqual([]);
  });
});

function fakeClient(overrides: Partial<UploadClient> = {}): UploadClient {
  return {
    uploadImage: vi.fn(),
    fetchAsset: vi.fn(async () => new Blob(['x'], { type: 'image/png' })),
    requestUploadUrl: vi.fn(async () => 'https://store.example/o/1?sig=1'),
    putObject: vi.fn(async () => undefined),
    ...overrides,
  };
}

describe('runBulkUpload', () => {
  const assets = [
    { path: '/assets/one.png', name: 'One' },
    { path: '/assets/two.png', name: 'Two' },
  ];

  it('uploads each asset in turn and reports progress', async () => {
    const order: string[] = [];
    const client = fakeClient({
      fetchAsset: vi.fn(async (path: string) => {
        order.push(`get ${path}`);
        return new Blob(['x'], { type: 'image/png' });
      }),
      putObject: vi.fn(async (url: string, _blob: Blob, type: string) => {
        order.push(`put ${url} ${type}`);
      }),
    });
    const progress = vi.fn();
    const results = await runBulkUpload(assets, client, progress);
    expect(results.map((r) => [r.success, r.url])).toEqual([
      [true, 'https://store.example/o/1'],
      [true, 'https://store.example/o/1'],
    ]);
    expect(order).toEqual([
      'get /assets/one.png',
      'put https://store.example/o/1?sig=1 image/png',
      'get /assets/two.png',
      'put https://store.example/o/1?sig=1 image/png',
    ]);
    expect(client.requestUploadUrl).toHaveBeenCalledWith({
      fileName: 'one.png',
      contentType: 'image/png',
      size: 1,
    });
    expect(progress.mock.calls.map(([r]) => r.length)).toEqual([1, 2]);
  });

  it('gives the spec message of the step that failed, and goes on', async () => {
    const fetchFails = fakeClient({ fetchAsset: vi.fn().mockRejectedValue(new Error('404')) });
    expect((await runBulkUpload(assets, fetchFails)).map((r) => r.error)).toEqual([
      'Failed to fetch one.png',
      'Failed to fetch two.png',
    ]);
    const urlFails = fakeClient({ requestUploadUrl: vi.fn().mockRejectedValue(new Error('401')) });
    expect((await runBulkUpload(assets.slice(0, 1), urlFails))[0]).toMatchObject({
      success: false,
      error: 'Failed to get upload URL',
      reason: 'uploadUrl',
    });
    const putFails = fakeClient({ putObject: vi.fn().mockRejectedValue(new Error('403')) });
    expect((await runBulkUpload(assets.slice(0, 1), putFails))[0]!.error).toBe('Upload failed');
    const odd = fakeClient({
      fetchAsset: vi.fn(async () => {
        return null as unknown as Blob; // reading .type of null throws outside any step
      }),
    });
    expect((await runBulkUpload(assets.slice(0, 1), odd))[0]).toMatchObject({
      error: 'Unknown error',
      reason: 'unknown',
    });
  });
});

describe('createUploadClient', () => {
  it('posts the image as multipart field "image" and reads the record', async () => {
    let field: FormDataEntryValue | null = null;
    const client = createUploadClient(
      'http://api.test',
      handlerFetch([
        http.post('*/api/images/upload', async ({ request }) => {
          field = (await request.formData()).get('image');
          return HttpResponse.json(
            { fileName: 'a.png', imageUrl: '/media/uploads/a.png', uploadedAt: '2024-01-05' },
            { status: 201 },
          );
        }),
      ]),
    );
    const file = new File(['png'], 'a.png', { type: 'image/png' });
    expect(await client.uploadImage(file)).toEqual({
      fileName: 'a.png',
      imageUrl: '/media/uploads/a.png',
      uploadedAt: '2024-01-05',
    });
    expect((field as unknown as File).name).toBe('a.png');
  });

  it('asks for an upload address with JSON and puts the raw blob with its type', async () => {
    const seen: string[] = [];
    const client = createUploadClient(
      'http://api.test',
      handlerFetch([
        http.post('*/api/objects/upload', ({ request }) => {
          seen.push(`post ${request.headers.get('content-type')}`);
          return HttpResponse.json({ uploadURL: 'http://store.test/o/9?sig=x' });
        }),
        http.put('http://store.test/o/9', async ({ request }) => {
          seen.push(`put ${request.headers.get('content-type')} ${await request.text()}`);
          return new HttpResponse(null, { status: 200 });
        }),
      ]),
    );
    const url = await client.requestUploadUrl({
      fileName: 'a.gif',
      contentType: 'image/gif',
      size: 3,
    });
    await client.putObject(url, new Blob(['gif'], { type: 'image/gif' }), 'image/gif');
    expect(seen).toEqual(['post application/json', 'put image/gif gif']);
  });

  it('fails with the API error on a non-OK answer', async () => {
    const client = createUploadClient(
      'http://api.test',
      handlerFetch([
        http.post('*/api/images/upload', () =>
          HttpResponse.json(
            { error: { code: 'unauthorized', message: 'Sign in' } },
            { status: 401 },
          ),
        ),
      ]),
    );
    await expect(
      client.uploadImage(new File(['x'], 'x.png', { type: 'image/png' })),
    ).rejects.toMatchObject({
      status: 401,
      message: 'Sign in',
    });
  });
});
