import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { imageHandlers, mockImageSvg } from '../mocks/handlers';
import { ToastProvider } from '../Toaster/ToastContext';
import { Toaster } from '../Toaster/Toaster';
import { ImageUploader } from './ImageUploader';

let counter = 0;

const assetFiles = http.get('*/assets/:name', async ({ params }) => {
  await delay(250);
  if (String(params.name).startsWith('missing')) return new HttpResponse(null, { status: 404 });
  return new HttpResponse(mockImageSvg(`/assets/${String(params.name)}`, 320), {
    headers: { 'Content-Type': 'image/svg+xml' },
  });
});

const uploadOk = http.post('*/api/images/upload', async ({ request }) => {
  const image = (await request.formData()).get('image') as File;
  await delay(1200);
  const fileName = `${Date.now()}-${image.name}`;
  return HttpResponse.json(
    { fileName, imageUrl: `/media/uploads/${fileName}`, uploadedAt: new Date().toISOString() },
    { status: 201 },
  );
});

const uploadFails = http.post('*/api/images/upload', async () => {
  await delay(600);
  return HttpResponse.json(
    { error: { code: 'service_unavailable', message: 'Storage is unavailable' } },
    { status: 503 },
  );
});

const objectUrl = http.post('*/api/objects/upload', async () => {
  await delay(150);
  counter += 1;
  return HttpResponse.json({ uploadURL: `/mock-storage/public/object-${counter}?signature=abc` });
});

const objectPut = http.put('*/mock-storage/*', async () => {
  await delay(300);
  return new HttpResponse(null, { status: 200 });
});

const ASSETS = [
  { path: '/assets/landing-founder.jpg', name: 'Landing founder image' },
  { path: '/assets/hero-background.jpg', name: 'Hero background' },
  { path: '/assets/logo.png', name: 'Logo' },
  { path: '/assets/about-image.jpg', name: 'About image' },
  { path: '/assets/missing-word-cloud.png', name: 'Governance word cloud' },
];

const handlers = (upload = uploadOk) => ({
  images: imageHandlers,
  uploads: [assetFiles, upload, objectUrl, objectPut],
});

/**
 * Choose an image (another type or more than 10 MB is refused with a toast), then upload it;
 * the bulk tool copies each asset in turn (one of the five is missing on purpose).
 */
const meta = {
  title: 'Widgets/ImageUploader',
  component: ImageUploader,
  args: { mode: 'both', assets: ASSETS },
  decorators: [
    (Story) => (
      <ToastProvider>
        <Story />
        <Toaster />
      </ToastProvider>
    ),
  ],
  parameters: { msw: { handlers: handlers() } },
} satisfies Meta<typeof ImageUploader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Both: Story = {};

export const Manual: Story = { args: { mode: 'manual' } };

export const ManualUploadFails: Story = {
  name: 'Manual: upload fails',
  args: { mode: 'manual' },
  parameters: { msw: { handlers: handlers(uploadFails) } },
};

export const Bulk: Story = { args: { mode: 'bulk' } };

export const BulkEmpty: Story = { name: 'Bulk: no assets', args: { mode: 'bulk', assets: [] } };

export const ArabicRightToLeft: Story = {
  name: 'Arabic (right-to-left)',
  parameters: { lang: 'ar' },
};
