import { useState } from 'react';
import { Picture } from '../pictures/Picture';
import type { PictureName } from '../pictures/pictures';
import { Avatar } from './Avatar';

/**
 * A person's round portrait, `size` pixels wide. Without a portrait, or when it fails to load,
 * the site's own initials avatar stands in. Decorative: the person's name is always shown beside
 * it.
 */
export function Portrait({
  name,
  portrait,
  size,
}: {
  name: string;
  portrait: PictureName | null;
  size: number;
}) {
  const [failed, setFailed] = useState(false);
  if (!portrait || failed) return <Avatar name={name} size={size} />;
  return (
    <Picture
      name={portrait}
      alt=""
      sizes={`${size}px`}
      onFail={() => setFailed(true)}
      imgCss={{
        width: size,
        height: size,
        flex: 'none',
        borderRadius: '50%',
        objectFit: 'cover',
        background: '#e2e8f0',
      }}
    />
  );
}
