import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { button } from '../ui/styles';
import { ToastProvider } from './ToastContext';
import { Toaster } from './Toaster';
import { createToastStore, type ToastInput } from './toastStore';

/**
 * Each story has its own store; the toast shows on load and the buttons show more. Hover or
 * focus a toast to pause it; swipe it right (50 px) to close; F8 moves focus to the region.
 */
function Demo({ initial, lang }: { initial?: ToastInput; lang?: string }) {
  const [store] = useState(() => createToastStore({ duration: initial ? Infinity : undefined }));
  useEffect(() => {
    if (initial) store.add(initial);
  }, [initial, store]);
  const ar = lang === 'ar';
  return (
    <ToastProvider store={store}>
      <div
        style={{
          display: 'flex',
          gap: 12,
          flexWrap: 'wrap',
          alignItems: 'flex-start',
          minHeight: 280,
          padding: 16,
        }}
      >
        <button
          type="button"
          css={button}
          onClick={() =>
            store.add(
              ar
                ? { title: 'تم إرسال الرسالة بنجاح!', description: 'سنرد عليك خلال 24 ساعة.' }
                : {
                    title: 'Message sent successfully!',
                    description: "We'll get back to you within 24 hours.",
                  },
            )
          }
        >
          {ar ? 'إشعار' : 'Show a toast'}
        </button>
        <button
          type="button"
          css={button}
          onClick={() =>
            store.add({
              title: ar ? 'فشل الرفع' : 'Upload failed',
              description: ar
                ? 'تعذّر رفع الصورة. يُرجى المحاولة مجددًا.'
                : 'Failed to upload image. Please try again.',
              variant: 'destructive',
            })
          }
        >
          {ar ? 'إشعار خطأ' : 'Show a destructive toast'}
        </button>
      </div>
      <Toaster />
    </ToastProvider>
  );
}

const meta = {
  title: 'Widgets/Toaster',
  component: Demo,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { name: 'Empty (no toast yet)' };

export const Default: Story = {
  args: {
    initial: {
      title: 'Message sent successfully!',
      description: "We'll get back to you within 24 hours.",
    },
  },
};

export const Destructive: Story = {
  args: {
    initial: {
      title: 'Invalid file type',
      description: 'Please select a valid image file (JPEG, PNG, GIF, WEBP)',
      variant: 'destructive',
    },
  },
};

export const WithAction: Story = {
  args: {
    initial: {
      title: 'Message not sent',
      description: "We couldn't reach the server. Please check your connection and try again.",
      variant: 'destructive',
      action: { label: 'Try again', onClick: () => undefined },
    },
  },
};

export const ArabicRightToLeft: Story = {
  name: 'Arabic (right-to-left)',
  parameters: { lang: 'ar' },
  args: {
    lang: 'ar',
    initial: { title: 'تم نسخ الرابط', description: 'تم نسخ رابط الصورة إلى الحافظة' },
  },
};
