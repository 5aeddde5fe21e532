import { isValidLink, youtubeIdOf } from '@ia/shared';
import { NodeViewContent, NodeViewWrapper, type ReactNodeViewProps } from '@tiptap/react';
import { useId, useState, type ReactNode } from 'react';
import { thumbnail } from '../../images/library';
import { ImagePicker } from '../ImagePicker';
import { fieldLabel, help, smallButton, textInput } from '../../ui/styles';

/**
 * How the blocks that are more than text look in the editor: each a small form of its own (a
 * picture's alt text and caption, a video's address and title, a figure, a button), with its
 * labels, in the flow of the text. What is typed goes into the block's attributes.
 */

const box = {
  margin: '12px 0',
  padding: 12,
  border: '1px solid #cbd5d1',
  borderRadius: 10,
  background: '#f8faf9',
  display: 'grid',
  gap: 8,
} as const;

const selectedBox = { ...box, outline: '3px solid #0b6e4f', outlineOffset: 2 } as const;

/** One labelled input of a block's form. */
function Input({
  label,
  value,
  onChange,
  hint,
  required = false,
  invalid,
  maxLength,
  dir,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  hint?: string;
  required?: boolean;
  invalid?: string | false;
  maxLength?: number;
  dir?: 'rtl' | 'ltr';
}) {
  const id = useId();
  const missing = required && value.trim() === '';
  const problem = invalid || (missing ? `${label} is required` : undefined);
  return (
    <div>
      <label htmlFor={id} css={{ ...fieldLabel, marginBottom: 4, fontSize: '0.9rem' }}>
        {label}
        {required && <span css={{ color: '#a8200d' }}> (required)</span>}
      </label>
      <input
        id={id}
        value={value}
        dir={dir}
        maxLength={maxLength}
        aria-invalid={problem ? true : undefined}
        aria-describedby={hint || problem ? `${id}-hint` : undefined}
        onChange={(event) => onChange(event.target.value)}
        css={{ ...textInput, minHeight: 40 }}
      />
      {(hint || problem) && (
        <p id={`${id}-hint`} css={{ ...help, ...(problem ? { color: '#a8200d' } : {}) }}>
          {problem ?? hint}
        </p>
      )}
    </div>
  );
}

function Block({
  props,
  title,
  children,
}: {
  props: ReactNodeViewProps;
  title: string;
  children: ReactNode;
}) {
  return (
    <NodeViewWrapper
      contentEditable={false}
      data-block={props.node.type.name}
      css={props.selected ? selectedBox : box}
    >
      <div css={{ display: 'flex', gap: 8, alignItems: 'center', justifyContent: 'space-between' }}>
        <span css={{ fontWeight: 700 }} data-drag-handle>
          {title}
        </span>
        <button type="button" css={smallButton} onClick={() => props.deleteNode()}>
          Remove {title.toLowerCase()}
        </button>
      </div>
      {children}
    </NodeViewWrapper>
  );
}

const text = (props: ReactNodeViewProps, name: string) => {
  const value = props.node.attrs[name] as unknown;
  return typeof value === 'string' ? value : '';
};

const dirOf = (props: ReactNodeViewProps) =>
  (props.editor.options.editorProps.attributes as Record<string, string> | undefined)?.dir === 'rtl'
    ? ('rtl' as const)
    : undefined;

export function ImageView(props: ReactNodeViewProps) {
  const [picking, setPicking] = useState(false);
  const src = text(props, 'src');
  return (
    <Block props={props} title="Image">
      <div css={{ display: 'flex', gap: 12, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <img
          src={thumbnail(src)}
          alt=""
          css={{ width: 160, height: 110, objectFit: 'cover', borderRadius: 8, flex: 'none' }}
        />
        <div css={{ flex: '1 1 240px', display: 'grid', gap: 8 }}>
          <Input
            label="Alt text: what the picture shows"
            required
            maxLength={300}
            dir={dirOf(props)}
            value={text(props, 'alt')}
            onChange={(alt) => props.updateAttributes({ alt })}
          />
          <Input
            label="Caption (shown under the picture)"
            maxLength={300}
            dir={dirOf(props)}
            value={text(props, 'caption')}
            onChange={(caption) => props.updateAttributes({ caption })}
          />
          <div>
            <button type="button" css={smallButton} onClick={() => setPicking(true)}>
              Replace picture
            </button>
          </div>
        </div>
      </div>
      <ImagePicker
        open={picking}
        onClose={() => setPicking(false)}
        onChoose={(image) => {
          setPicking(false);
          props.updateAttributes({ src: image.url, alt: text(props, 'alt') || image.alt || '' });
        }}
      />
    </Block>
  );
}

export function VideoView(props: ReactNodeViewProps) {
  const [picking, setPicking] = useState(false);
  const address = text(props, 'youtubeId');
  const id = address ? youtubeIdOf(address) : undefined;
  const poster = text(props, 'poster');
  return (
    <Block props={props} title="Video">
      <Input
        label="YouTube video (its address or id)"
        required
        value={address}
        hint={
          id
            ? `Video id: ${id}. Visitors see the poster and load YouTube only when they press play.`
            : undefined
        }
        invalid={address !== '' && !id && 'Not a YouTube address or id'}
        onChange={(youtubeId) => props.updateAttributes({ youtubeId })}
      />
      <Input
        label="Title (the play button says it)"
        required
        maxLength={200}
        dir={dirOf(props)}
        value={text(props, 'title')}
        onChange={(title) => props.updateAttributes({ title })}
      />
      <div css={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
        {poster && (
          <img
            src={thumbnail(poster)}
            alt=""
            css={{ width: 120, height: 68, objectFit: 'cover', borderRadius: 6 }}
          />
        )}
        <button type="button" css={smallButton} onClick={() => setPicking(true)}>
          {poster ? 'Replace poster' : 'Choose a poster'}
        </button>
        {poster && (
          <button
            type="button"
            css={smallButton}
            onClick={() => props.updateAttributes({ poster: null })}
          >
            Remove poster
          </button>
        )}
      </div>
      <ImagePicker
        open={picking}
        onClose={() => setPicking(false)}
        onChoose={(image) => {
          setPicking(false);
          props.updateAttributes({ poster: image.url });
        }}
      />
    </Block>
  );
}

export function KeyFigureView(props: ReactNodeViewProps) {
  return (
    <Block props={props} title="Highlighted figure">
      <Input
        label="Figure (e.g. 12,000)"
        required
        maxLength={40}
        value={text(props, 'value')}
        onChange={(value) => props.updateAttributes({ value })}
      />
      <Input
        label="What it counts"
        required
        maxLength={160}
        dir={dirOf(props)}
        value={text(props, 'label')}
        onChange={(label) => props.updateAttributes({ label })}
      />
      <Input
        label="Source"
        maxLength={300}
        dir={dirOf(props)}
        value={text(props, 'source')}
        onChange={(source) => props.updateAttributes({ source })}
      />
    </Block>
  );
}

export function CallToActionView(props: ReactNodeViewProps) {
  const href = text(props, 'href');
  return (
    <Block props={props} title="Button">
      <Input
        label="Words on the button"
        required
        maxLength={80}
        dir={dirOf(props)}
        value={text(props, 'label')}
        onChange={(label) => props.updateAttributes({ label })}
      />
      <Input
        label="Page it leads to (starting with /, e.g. /contact)"
        required
        value={href}
        invalid={
          href !== '' &&
          !isValidLink(href.trim(), true) &&
          'Use a page of this site, starting with /'
        }
        onChange={(value) => props.updateAttributes({ href: value })}
      />
    </Block>
  );
}

export function QuoteView(props: ReactNodeViewProps) {
  const id = useId();
  return (
    <NodeViewWrapper
      as="figure"
      data-block="blockquote"
      css={{ margin: '12px 0', paddingInlineStart: 12, borderInlineStart: '4px solid #e0a100' }}
    >
      <NodeViewContent<'blockquote'> as="blockquote" css={{ margin: 0, fontStyle: 'italic' }} />
      <div contentEditable={false} css={{ marginTop: 6 }}>
        <label htmlFor={id} css={{ ...fieldLabel, fontSize: '0.85rem', marginBottom: 2 }}>
          Who said it (optional)
        </label>
        <input
          id={id}
          value={text(props, 'attribution')}
          dir={dirOf(props)}
          maxLength={200}
          onChange={(event) => props.updateAttributes({ attribution: event.target.value })}
          css={{ ...textInput, minHeight: 36, maxWidth: 420 }}
        />
      </div>
    </NodeViewWrapper>
  );
}
