import { useState } from 'react';
import { pictureSources, type PictureName } from './pictures';
import { ResponsivePicture, type ResponsivePictureProps } from './ResponsivePicture';

export interface PictureProps extends Omit<ResponsivePictureProps, 'sources'> {
  /** One of the drawn pictures. */
  name: PictureName;
  /** Another picture to show when this one fails to load, then the next, … */
  fallbacks?: readonly PictureName[];
}

/**
 * One of the pictures drawn in the repo, responsive (ResponsivePicture): the design pages' and,
 * until their content comes from the content model, a few pages' pictures. When it fails to
 * load, the next of its fallbacks is tried, then `onFail` is called.
 */
export function Picture({ name, fallbacks = [], onFail, ...rest }: PictureProps) {
  const chain = [name, ...fallbacks];
  const [index, setIndex] = useState(0);
  const current = chain[Math.min(index, chain.length - 1)]!;
  const failed = () => {
    if (index + 1 < chain.length) setIndex(index + 1);
    else onFail?.();
  };
  return (
    <ResponsivePicture key={current} sources={pictureSources(current)} onFail={failed} {...rest} />
  );
}
