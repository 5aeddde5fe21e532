import type { PublicImage } from '@ia/shared';
import { MediaPicture } from '../model/MediaPicture';
import { Avatar } from './Avatar';

/**
 * A person's round portrait, `size` pixels wide: the library picture staff chose, cropped square
 * around its focal point, in the sizes the server makes of it. Without a portrait, or when it
 * fails to load, the site's own initials avatar stands in (decorative: the name is beside it).
 * The portrait is read out with the alt text staff wrote for it, in the page's language.
 */
export function Portrait({
  name,
  portrait,
  size,
}: {
  name: string;
  portrait: PublicImage | null | undefined;
  size: number;
}) {
  return (
    <MediaPicture
      image={portrait}
      aspect={1}
      sizes={`${size}px`}
      imgCss={{
        width: size,
        height: size,
        flex: 'none',
        borderRadius: '50%',
        background: '#e2e8f0',
      }}
      fallback={<Avatar name={name} size={size} />}
    />
  );
}
