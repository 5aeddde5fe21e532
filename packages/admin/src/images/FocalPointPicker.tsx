import { useId, useMemo, useRef, type PointerEvent } from 'react';
import { fieldLabel, help, muted } from '../ui/styles';
import {
  cropShapes,
  focalAfterKey,
  focalAt,
  focalWords,
  objectPosition,
  thumbnail,
  type Focal,
} from './library';

/**
 * Where a picture's subject is: staff click or touch it on the picture (or drag the point), or
 * move it with the two sliders (arrow keys; Home and End for the edges). Beside it, the picture
 * cropped to each shape the site uses, as the site will crop it.
 */
export function FocalPointPicker({
  src,
  width,
  height,
  focal,
  onChange,
}: {
  src: string;
  width: number;
  height: number;
  focal: Focal;
  onChange: (focal: Focal) => void;
}) {
  const id = useId();
  const picture = useRef<HTMLDivElement>(null);
  const dragging = useRef(false);
  const shapes = useMemo(() => cropShapes(), []);
  const preview = thumbnail(src, 960);

  const place = (event: PointerEvent<HTMLDivElement>) => {
    const box = picture.current?.getBoundingClientRect();
    if (box) onChange(focalAt(box, event.clientX, event.clientY));
  };

  const slider = (axis: 'x' | 'y', label: string) => (
    <div>
      <label htmlFor={`${id}-${axis}`} css={fieldLabel}>
        {label}: {Math.round(focal[axis] * 100)} %
      </label>
      <input
        id={`${id}-${axis}`}
        type="range"
        min={0}
        max={100}
        step={1}
        value={Math.round(focal[axis] * 100)}
        aria-valuetext={`${Math.round(focal[axis] * 100)} %`}
        onChange={(event) => onChange({ ...focal, [axis]: Number(event.target.value) / 100 })}
        onKeyDown={(event) => {
          // Shift + arrow: steps of 10 % (the slider's own keys move 1 %).
          if (!event.shiftKey) return;
          const moved = focalAfterKey(focal, event.key, true);
          if (moved) {
            event.preventDefault();
            onChange(moved);
          }
        }}
        css={{ width: '100%', minHeight: 44, accentColor: '#0b6e4f' }}
      />
    </div>
  );

  return (
    <div
      role="group"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-help`}
      css={{ display: 'grid', gap: 12, alignContent: 'start', minWidth: 0 }}
    >
      <p id={`${id}-title`} css={{ ...fieldLabel, margin: 0 }}>
        Focal point
      </p>
      <p id={`${id}-help`} css={{ ...help, margin: 0 }}>
        Click or touch the picture where its subject is (or use the sliders). Where a page shows the
        picture in another shape, the crop keeps this point in view. Now:{' '}
        <span aria-live="polite">{focalWords(focal)}</span>.
      </p>
      <div
        ref={picture}
        onPointerDown={(event) => {
          if (event.button !== 0) return;
          dragging.current = true;
          event.currentTarget.setPointerCapture?.(event.pointerId);
          place(event);
        }}
        onPointerMove={(event) => {
          if (dragging.current) place(event);
        }}
        onPointerUp={() => {
          dragging.current = false;
        }}
        onPointerCancel={() => {
          dragging.current = false;
        }}
        data-focal-picture=""
        css={{
          position: 'relative',
          justifySelf: 'start',
          width: `min(100%, ${Math.round((340 * width) / Math.max(1, height))}px)`,
          cursor: 'crosshair',
          touchAction: 'none',
          userSelect: 'none',
          lineHeight: 0,
        }}
      >
        <img
          src={preview}
          alt=""
          width={width}
          height={height}
          draggable={false}
          css={{
            display: 'block',
            // Its box is kept while it loads: at most 340 px high, never wider than the space.
            width: `min(100%, ${Math.round((340 * width) / Math.max(1, height))}px)`,
            aspectRatio: `${width} / ${Math.max(1, height)}`,
            height: 'auto',
            borderRadius: 8,
            background: '#e2e8f0',
          }}
        />
        <span
          aria-hidden="true"
          css={{
            position: 'absolute',
            left: `${focal.x * 100}%`,
            top: `${focal.y * 100}%`,
            width: 28,
            height: 28,
            marginLeft: -14,
            marginTop: -14,
            borderRadius: '50%',
            border: '3px solid #fff',
            boxShadow: '0 0 0 2px #0b3d2e, 0 2px 8px rgba(0,0,0,0.5)',
            background: 'rgba(245, 184, 0, 0.55)',
            pointerEvents: 'none',
          }}
        />
      </div>
      <div
        css={{
          display: 'grid',
          gap: 8,
          '@media (min-width: 600px)': { gridTemplateColumns: '1fr 1fr' },
        }}
      >
        {slider('x', 'From the left')}
        {slider('y', 'From the top')}
      </div>
      {shapes.length > 0 && (
        <div>
          <p css={{ ...fieldLabel, margin: '0 0 4px' }}>How pages crop it</p>
          <ul
            css={{
              listStyle: 'none',
              margin: 0,
              padding: 0,
              display: 'flex',
              flexWrap: 'wrap',
              gap: 12,
              alignItems: 'flex-start',
            }}
          >
            {shapes.map((shape) => (
              <li key={shape.aspect} css={{ width: Math.round(96 * Math.max(1, shape.aspect)) }}>
                <img
                  src={thumbnail(src, 480)}
                  alt=""
                  css={{
                    display: 'block',
                    width: '100%',
                    aspectRatio: String(shape.aspect),
                    objectFit: 'cover',
                    objectPosition: objectPosition(focal),
                    borderRadius: 6,
                    background: '#e2e8f0',
                  }}
                />
                <span css={{ display: 'block', fontSize: '0.85rem', fontWeight: 600 }}>
                  {shape.name}
                </span>
                <span css={{ ...muted, display: 'block', fontSize: '0.8rem' }}>
                  {shape.places.join(', ')}
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
