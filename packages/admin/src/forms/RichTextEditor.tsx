import { richTextPlainText, richTextWordCount, type RichTextDocument } from '@ia/shared';
import type { Editor } from '@tiptap/core';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { fieldError, fieldLabel, focusRing, help, muted, smallButton } from '../ui/styles';
import { ImagePicker } from './ImagePicker';
import { LinkDialog } from './richtext/LinkDialog';
import { richTextExtensions } from './richtext/extensions';
import { lengthNote, nextToolbarIndex } from './richtext/toolbar';
import { dotted, getAt, inputId, isRtl, pathIn, setAt, type FieldProps } from './state';

/**
 * The editor of a rich-text field (Tiptap on ProseMirror): a toolbar that works by keyboard
 * (one tab stop, arrow keys along it, Alt+F10 from the text), Markdown shortcuts as you type,
 * paste from Word or Google Docs cleaned down to the allowed blocks by the schema, undo and redo,
 * a word count, right to left for Arabic. Each language edits its own document; the English
 * one is shown beside a translation. Loaded only when a form has a rich-text field.
 */

interface Tool {
  key: string;
  label: string;
  /** What the button shows (its accessible name is `label`). */
  text: string;
  shortcut?: string;
  /** A toggle: pressed when the selection has it. */
  pressed?: (editor: Editor) => boolean;
  enabled?: (editor: Editor) => boolean;
  run: (editor: Editor) => void;
}

export default function RichTextEditor(props: FieldProps) {
  const { field, path, doc, lang, errors, onChange } = props;
  const id = inputId(lang, path);
  const target = pathIn(lang, path);
  const value = (getAt(doc, target) ?? null) as RichTextDocument | null;
  const english = (getAt(doc, path) ?? null) as RichTextDocument | null;
  const rtl = isRtl(lang);
  const max = field.type === 'richText' ? field.max : 100_000;
  const latest = useRef({ doc, onChange });
  latest.current = { doc, onChange };
  // The documents this editor handed to the form: when one of them comes back it is this
  // editor's own text (perhaps already overtaken by what was typed since), never a reason to
  // replace what the editor holds.
  const emitted = useRef(new WeakSet<object>());
  const emittedEmpty = useRef(false);
  const [linking, setLinking] = useState(false);
  const [picking, setPicking] = useState(false);
  const [focusIndex, setFocusIndex] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const errorPrefix = dotted(target);
  const fieldErrors = Object.entries(errors).filter(
    ([key]) => key === errorPrefix || key.startsWith(`${errorPrefix}.`),
  );

  const invalid = fieldErrors.length > 0;
  const attributes = {
    id,
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-labelledby': `${id}-label`,
    'aria-describedby': `${id}-count${invalid ? ` ${id}-error` : ''}`,
    ...(invalid ? { 'aria-invalid': 'true' } : {}),
    dir: rtl ? 'rtl' : 'ltr',
    ...(lang === 'en' ? {} : { lang }),
    spellcheck: 'true',
  };

  function emit(current: Editor) {
    const json = current.isEmpty ? null : (current.getJSON() as RichTextDocument);
    if (json) emitted.current.add(json);
    else emittedEmpty.current = true;
    latest.current.onChange(setAt(latest.current.doc, target, json));
  }

  const editor = useEditor({
    extensions: richTextExtensions,
    content: value ?? '',
    shouldRerenderOnTransaction: false,
    editorProps: { attributes },
    onUpdate: ({ editor: current }) => emit(current),
  });

  // Errors of a save come and go: the text says whether it is in error.
  useEffect(() => {
    if (live(editor)) editor.setOptions({ editorProps: { attributes } });
  }, [editor, invalid]);

  // A value from elsewhere (a save's answer, the latest version loaded) is shown as it is;
  // an earlier text of this editor that reaches it late is answered with the current one.
  // The editor of a render can be gone by the time its effects run (Tiptap drops an editor
  // not shown within a moment of its creation, as when drawing a long text with pictures
  // and videos is slow, and makes another): only the live one is touched, and this runs
  // again when the new one arrives.
  useEffect(() => {
    if (!live(editor)) return;
    const current = JSON.stringify(editor.isEmpty ? null : editor.getJSON());
    if (JSON.stringify(value) === current) return;
    if (value ? emitted.current.has(value) : emittedEmpty.current) {
      emit(editor);
      return;
    }
    editor.commands.setContent(value ?? '', { emitUpdate: false });
  }, [editor, value]);

  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => {
      if (!current) return undefined;
      const json = current.getJSON() as RichTextDocument;
      return {
        active: Object.fromEntries(
          TOOLS.filter((tool) => tool.pressed).map((tool) => [tool.key, tool.pressed!(current)]),
        ),
        enabled: Object.fromEntries(
          TOOLS.filter((tool) => tool.enabled).map((tool) => [tool.key, tool.enabled!(current)]),
        ),
        words: richTextWordCount(json),
        characters: richTextPlainText(json).length,
      };
    },
  });

  const tools = TOOLS.map((tool) =>
    tool.key === 'link'
      ? { ...tool, run: () => setLinking(true) }
      : tool.key === 'image'
        ? { ...tool, run: () => setPicking(true) }
        : tool,
  );

  const onToolbarKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = nextToolbarIndex(event.key, focusIndex, tools.length, rtl ? 'rtl' : 'ltr');
    if (next === undefined) return;
    event.preventDefault();
    setFocusIndex(next);
    buttons.current[next]?.focus();
  };

  const onEditorKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.altKey && event.key === 'F10') {
      event.preventDefault();
      buttons.current[focusIndex]?.focus();
    } else if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
      event.preventDefault();
      // The browser tells of a selection made by keyboard a moment later: read it now, so
      // the link goes on what is selected at this instant.
      (editor?.view as unknown as { domObserver?: { flush(): void } })?.domObserver?.flush();
      setLinking(true);
    }
  };

  return (
    <div>
      <p id={`${id}-label`} css={fieldLabel}>
        {field.label}
      </p>
      {field.help && lang === 'en' && <p css={{ ...help, marginTop: -4 }}>{field.help}</p>}
      {lang !== 'en' && (
        <details css={{ margin: '0 0 8px' }}>
          <summary css={{ cursor: 'pointer', ...muted }}>English original</summary>
          <div
            lang="en"
            css={{
              marginTop: 6,
              padding: '8px 12px',
              background: '#f1f4f2',
              borderRadius: 8,
              whiteSpace: 'pre-wrap',
              maxHeight: 280,
              overflow: 'auto',
            }}
          >
            {richTextPlainText(english) || '—'}
          </div>
          {!value && english && (
            <button
              type="button"
              css={{ ...smallButton, marginTop: 6 }}
              onClick={() => {
                if (live(editor)) editor.commands.setContent(english, { emitUpdate: true });
              }}
            >
              Start from the English (its pictures and layout), then translate it
            </button>
          )}
        </details>
      )}
      <div
        css={{
          border: `1px solid ${fieldErrors.length > 0 ? '#a8200d' : '#8a9a92'}`,
          borderWidth: fieldErrors.length > 0 ? 2 : 1,
          borderRadius: 10,
          background: '#fff',
        }}
      >
        <div
          role="toolbar"
          aria-label={`Formatting of ${field.label.toLowerCase()}`}
          aria-controls={id}
          onKeyDown={onToolbarKey}
          dir={rtl ? 'rtl' : 'ltr'}
          css={{
            display: 'flex',
            flexWrap: 'wrap',
            gap: 4,
            padding: 6,
            borderBottom: '1px solid #cbd5d1',
            position: 'sticky',
            top: 0,
            zIndex: 1,
            background: '#f8faf9',
            borderRadius: '10px 10px 0 0',
          }}
        >
          {tools.map((tool, index) => {
            const pressed = tool.pressed ? (state?.active[tool.key] ?? false) : undefined;
            const enabled = tool.enabled ? (state?.enabled[tool.key] ?? false) : true;
            return (
              <button
                key={tool.key}
                ref={(element) => {
                  buttons.current[index] = element;
                }}
                type="button"
                tabIndex={index === focusIndex ? 0 : -1}
                aria-label={tool.text === tool.label ? undefined : tool.label}
                aria-pressed={pressed}
                aria-disabled={enabled ? undefined : true}
                aria-keyshortcuts={tool.shortcut}
                title={tool.shortcut ? `${tool.label} (${tool.shortcut})` : tool.label}
                onFocus={() => setFocusIndex(index)}
                onClick={() => {
                  if (!editor || !enabled) return;
                  tool.run(editor);
                }}
                css={{
                  ...smallButton,
                  minWidth: 36,
                  background: pressed ? '#0b6e4f' : '#fff',
                  color: pressed ? '#fff' : '#1f2933',
                  opacity: enabled ? 1 : 0.45,
                  '&:hover:not(:disabled)': { background: pressed ? '#08583f' : '#f1f4f2' },
                  '&:focus-visible': focusRing,
                }}
              >
                {tool.text}
              </button>
            );
          })}
        </div>
        <div onKeyDown={onEditorKey}>
          <EditorContent
            editor={editor}
            css={{
              '.ProseMirror': {
                minHeight: 220,
                padding: '12px 16px',
                lineHeight: 1.6,
                outline: 'none',
                overflowWrap: 'anywhere',
                '&:focus-visible': { boxShadow: 'inset 0 0 0 3px #f5b800' },
                'h2, h3, h4': { margin: '1em 0 0.4em', lineHeight: 1.25 },
                p: { margin: '0 0 0.75em' },
                blockquote: { margin: 0 },
                hr: { border: 0, borderTop: '2px solid #cbd5d1', margin: '1.25em 0' },
                a: { color: '#0b6e4f', textDecoration: 'underline' },
                '.ProseMirror-selectednode': { outline: '3px solid #0b6e4f' },
              },
            }}
          />
        </div>
      </div>
      <p id={`${id}-count`} css={{ ...help, display: 'flex', justifyContent: 'space-between' }}>
        <span>{lengthNote(state?.words ?? 0, state?.characters ?? 0, max)}</span>
        <span>Alt+F10: toolbar · “## ” heading · “- ” list · “&gt; ” quote</span>
      </p>
      {fieldErrors.length > 0 && (
        <ul id={`${id}-error`} css={{ ...fieldError, paddingInlineStart: 20 }}>
          {fieldErrors.map(([key, message]) => (
            <li key={key}>{message}</li>
          ))}
        </ul>
      )}
      {editor && (
        <LinkDialog
          open={linking}
          editor={editor}
          onClose={() => {
            setLinking(false);
            editor.commands.focus();
          }}
        />
      )}
      <ImagePicker
        open={picking}
        onClose={() => setPicking(false)}
        onChoose={(image) => {
          setPicking(false);
          if (editor) insertBlock(editor, 'image', { src: image.url, alt: image.alt ?? '' });
        }}
      />
    </div>
  );
}

/**
 * Inserts a block with a paragraph after it (where writing goes on), then puts the cursor in
 * the block's first input: its form asks what it needs.
 */
/** Whether `editor` exists and is not destroyed (a destroyed one has no commands left). */
function live(editor: Editor | null): editor is Editor {
  return editor !== null && !editor.isDestroyed;
}

function insertBlock(editor: Editor, type: string, attrs: Record<string, unknown> = {}) {
  editor
    .chain()
    .focus()
    .insertContent([{ type, attrs }, { type: 'paragraph' }])
    .run();
  requestAnimationFrame(() => {
    // The block is just before the paragraph the cursor is now in.
    const before = editor.state.selection.$from.before();
    const dom = editor.view.nodeDOM(before - 1) as HTMLElement | null;
    dom?.querySelector('input')?.focus();
  });
}

/** The toolbar's buttons, in order. */
const TOOLS: Tool[] = [
  {
    key: 'bold',
    label: 'Bold',
    text: 'B',
    shortcut: 'Control+B',
    pressed: (e) => e.isActive('bold'),
    run: (e) => e.chain().focus().toggleBold().run(),
  },
  {
    key: 'italic',
    label: 'Italic',
    text: 'I',
    shortcut: 'Control+I',
    pressed: (e) => e.isActive('italic'),
    run: (e) => e.chain().focus().toggleItalic().run(),
  },
  {
    key: 'link',
    label: 'Link',
    text: 'Link',
    shortcut: 'Control+K',
    pressed: (e) => e.isActive('link'),
    run: () => undefined,
  },
  ...([2, 3, 4] as const).map((level): Tool => ({
    key: `h${level}`,
    // The name starts with what the button shows (H2), as speech-input users say it.
    label: `H${level}, heading ${level}`,
    text: `H${level}`,
    pressed: (e) => e.isActive('heading', { level }),
    run: (e) => e.chain().focus().toggleHeading({ level }).run(),
  })),
  {
    key: 'bulletList',
    label: 'Bulleted list',
    text: '• List',
    pressed: (e) => e.isActive('bulletList'),
    run: (e) => e.chain().focus().toggleBulletList().run(),
  },
  {
    key: 'orderedList',
    label: '1. List, numbered',
    text: '1. List',
    pressed: (e) => e.isActive('orderedList'),
    run: (e) => e.chain().focus().toggleOrderedList().run(),
  },
  {
    key: 'blockquote',
    label: 'Quote',
    text: '“ Quote',
    pressed: (e) => e.isActive('blockquote'),
    run: (e) => e.chain().focus().toggleBlockquote().run(),
  },
  {
    key: 'image',
    label: 'Image from the library',
    text: 'Image',
    run: () => undefined,
  },
  { key: 'video', label: 'YouTube video', text: 'Video', run: (e) => insertBlock(e, 'video') },
  {
    key: 'keyFigure',
    label: 'Highlighted figure',
    text: 'Figure',
    run: (e) => insertBlock(e, 'keyFigure'),
  },
  {
    key: 'callToAction',
    label: 'Button to a page',
    text: 'Button',
    run: (e) => insertBlock(e, 'callToAction'),
  },
  {
    key: 'horizontalRule',
    label: 'Divider',
    text: '—',
    run: (e) => e.chain().focus().setHorizontalRule().run(),
  },
  {
    key: 'undo',
    label: 'Undo',
    text: '↶',
    shortcut: 'Control+Z',
    enabled: (e) => e.can().undo(),
    run: (e) => e.chain().focus().undo().run(),
  },
  {
    key: 'redo',
    label: 'Redo',
    text: '↷',
    shortcut: 'Control+Shift+Z',
    enabled: (e) => e.can().redo(),
    run: (e) => e.chain().focus().redo().run(),
  },
];
