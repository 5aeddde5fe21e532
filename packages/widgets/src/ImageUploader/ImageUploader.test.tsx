// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { handlerFetch } from '../mocks/fetch';
import { MockWidget } from '../mocks/render';
import { ToastProvider } from '../Toaster/ToastContext';
import { Toaster } from '../Toaster/Toaster';
import { createToastStore, type ToastStore } from '../Toaster/toastStore';
import { ImageUploader, type ImageUploaderProps } from './ImageUploader';
import { createUploadClient } from './uploadClient';

let store: ToastStore;
beforeEach(() => {
  store = createToastStore();
});
afterEach(cleanup);

function setup(handlers: RequestHandler[], props: Partial<ImageUploaderProps> = {}) {
  const client = createUploadClient('', handlerFetch(handlers));
  return render(
    <MockWidget handlers={[]}>
      <ToastProvider store={store}>
        <ImageUploader client={client} mode="manual" {...props} />
        <Toaster />
      </ToastProvider>
    </MockWidget>,
  );
}

const lastToast = () => store.getSnapshot()[0];
const fileInput = () => screen.getByLabelText('Image file') as HTMLInputElement;
const choose = (file: File) => fireEvent.change(fileInput(), { target: { files: [file] } });

function png(name = 'team.png', size?: number) {
  const file = new File(['png-bytes'], name, { type: 'image/png' });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
}

const uploadOk = (wait = 0) =>
  http.post('*/api/images/upload', async ({ request }) => {
    const image = (await request.formData()).get('image') as File;
    if (wait) await delay(wait);
    return HttpResponse.json(
      {
        fileName: image.name,
        imageUrl: `/media/uploads/${image.name}`,
        uploadedAt: '2024-01-05T10:00:00Z',
      },
      { status: 201 },
    );
  });

describe('<ImageUploader /> manual upload', () => {
  it('accepts only the spec image types', () => {
    setup([uploadOk()]);
    expect(fileInput().accept).toBe('image/jpeg,image/jpg,image/png,image/gif,image/webp');
    expect(screen.getByRole('button', { name: 'Upload Image' })).toHaveProperty('disabled', true);
  });

  it('rejects another type with the spec toast', () => {
    setup([uploadOk()]);
    choose(new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }));
    expect(lastToast()).toMatchObject({
      title: 'Invalid file type',
      description: 'Please select a valid image file (JPEG, PNG, GIF, WEBP)',
      variant: 'destructive',
    });
    expect(screen.queryByText(/Selected:/)).toBeNull();
  });

  it('rejects a file over 10 MB with the spec toast', () => {
    setup([uploadOk()]);
    choose(png('huge.png', 10 * 1024 * 1024 + 1));
    expect(lastToast()).toMatchObject({
      title: 'File too large',
      description: 'Please select an image smaller than 10MB',
    });
  });

  it('shows the chosen file with its size, uploads it and lists it first', async () => {
    const onUploadComplete = vi.fn();
    setup([uploadOk(150)], { onUploadComplete });
    choose(png('first.png', 1.5 * 1024 * 1024));
    expect(screen.getByText('Selected: first.png (1.50 MB)')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Upload Image' }));
    expect(
      await screen.findByRole('button', { name: 'Uploading...' }, { timeout: 3000 }),
    ).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Uploading first.png...' })).toBeTruthy();
    await waitFor(() => expect(lastToast()?.title).toBe('Upload successful'), { timeout: 3000 });
    expect(lastToast()!.description).toBe('Image uploaded successfully: first.png');
    expect(screen.queryByText(/Selected:/)).toBeNull();
    expect(fileInput().value).toBe('');
    expect(onUploadComplete).toHaveBeenCalledWith({
      mode: 'manual',
      image: expect.objectContaining({ fileName: 'first.png' }),
      url: 'http://api.test/media/uploads/first.png',
    });

    choose(png('second.png'));
    fireEvent.click(screen.getByRole('button', { name: 'Upload Image' }));
    await waitFor(() => expect(lastToast()?.description).toContain('second.png'), {
      timeout: 3000,
    });
    const items = document.querySelectorAll('[data-part="uploaded-item"]');
    expect([...items].map((li) => li.querySelector('code')!.textContent)).toEqual([
      '/media/uploads/second.png',
      '/media/uploads/first.png',
    ]);
  });

  it('says the upload failed when the server refuses', async () => {
    setup([
      http.post('*/api/images/upload', () =>
        HttpResponse.json({ error: { code: 'internal_error', message: 'x' } }, { status: 500 }),
      ),
    ]);
    choose(png());
    fireEvent.click(screen.getByRole('button', { name: 'Upload Image' }));
    await waitFor(() => expect(lastToast()?.title).toBe('Upload failed'));
    expect(lastToast()!.description).toBe('Failed to upload image. Please try again.');
    expect(screen.getByText('Selected: team.png (0.00 MB)')).toBeTruthy();
  });

  // The image lives on the API's origin (the page's own when the API is same-origin).
  it('copies the full address of an upload', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    setup([uploadOk()]);
    choose(png('logo.png'));
    fireEvent.click(screen.getByRole('button', { name: 'Upload Image' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Copy URL: logo.png' }));
    await waitFor(() => expect(lastToast()?.title).toBe('URL copied'));
    expect(lastToast()!.description).toBe('Image URL copied to clipboard');
    expect(writeText).toHaveBeenCalledWith('http://api.test/media/uploads/logo.png');
  });
});

describe('<ImageUploader /> bulk upload', () => {
  it('uploads each asset in turn and shows Success or the error per item', async () => {
    const onUploadComplete = vi.fn();
    const puts: string[] = [];
    setup(
      [
        http.get('*/assets/missing.png', () => new HttpResponse(null, { status: 404 })),
        http.get('*/assets/:name', () =>
          HttpResponse.arrayBuffer(new Uint8Array([1, 2, 3]).buffer, {
            headers: { 'Content-Type': 'image/jpeg' },
          }),
        ),
        http.post('*/api/objects/upload', () =>
          HttpResponse.json({ uploadURL: 'http://store.test/bucket/obj?sig=1' }),
        ),
        http.put('http://store.test/bucket/obj', ({ request }) => {
          puts.push(request.headers.get('content-type') ?? '');
          return new HttpResponse(null, { status: 200 });
        }),
      ],
      {
        mode: 'bulk',
        assets: ['/assets/hero.jpg', { path: '/assets/missing.png', name: 'Logo' }],
        onUploadComplete,
      },
    );
    expect(screen.getByText('hero.jpg')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Upload All to Storage' }));
    await waitFor(() => expect(onUploadComplete).toHaveBeenCalled());
    expect(screen.getByText('Success')).toBeTruthy();
    expect(screen.getByText('Failed to fetch missing.png')).toBeTruthy();
    expect(document.querySelector('[data-part="bulk-status"]')!.textContent).toBe(
      '1 of 2 uploaded.',
    );
    expect(puts).toEqual(['image/jpeg']);
    expect(onUploadComplete.mock.calls[0]![0]).toMatchObject({
      mode: 'bulk',
      succeeded: 1,
      failed: 1,
      allSucceeded: false,
      results: [
        { path: '/assets/hero.jpg', success: true, url: 'http://store.test/bucket/obj' },
        { path: '/assets/missing.png', success: false, error: 'Failed to fetch missing.png' },
      ],
    });
  });

  it('says when there is nothing to upload', () => {
    setup([], { mode: 'bulk' });
    expect(screen.getByText('No assets to upload.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Upload All to Storage' })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('shows both tools by default', () => {
    setup([], { mode: undefined });
    expect(screen.getByRole('heading', { name: 'Upload Image' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Bulk Upload to Storage' })).toBeTruthy();
  });
});
