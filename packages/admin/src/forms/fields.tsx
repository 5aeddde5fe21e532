import {
  collectionNamed,
  youtubeIdOf,
  type CollectionDef,
  type Field,
  type Fields,
  newBlockId,
  type BlocksField,
  type GroupField,
  type ImageField,
  type ReferenceField,
  type StoredImage,
} from '@ia/shared';
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import type { EditableDocument } from '../api/admin';
import { useItems, useLibraryDocuments } from '../api/hooks';
import { DocumentPicker } from '../documents/DocumentPicker';
import { formatName } from '../documents/library';
import {
  fieldError,
  fieldLabel,
  help,
  muted,
  secondaryButton,
  smallButton,
  textInput,
} from '../ui/styles';
import { fileSize, thumbnail } from '../images/library';
import { FocalPointDialog } from '../images/FocalPointDialog';
import { ErrorBoundary } from '../shell/ErrorBoundary';
import { ImagePicker } from './ImagePicker';
import { describedBy, FieldNotes } from './kit/fields';
import { UploadPanel } from '../images/UploadPanel';
import { useTimeZone } from '../editor/PublicationStatus';
import { fromZoneInput, toZoneInput, zoneAbbreviation, zoneCity } from '../editor/zone';
import {
  addRow,
  dotted,
  emptyFields,
  getAt,
  isRtl,
  moveRow,
  pathIn,
  putRow,
  removeRow,
  takeRow,
  type TakenRow,
  setAt,
  translatable,
  inputId,
  type FieldProps,
  type Path,
} from './state';

/** The flag beside a chosen item visitors cannot see (a draft, or removed). */
const hiddenNote = {
  margin: '6px 0 0',
  padding: '6px 10px',
  borderInlineStart: '4px solid #b45309',
  background: '#fff1c7',
  color: '#6b4d00',
  borderRadius: 6,
  fontWeight: 600,
  maxWidth: 520,
} as const;

/** The error of a value, as the server (or the form's own check) named its path. */
const errorAt = (errors: Record<string, string>, lang: string, path: Path) =>
  errors[dotted(pathIn(lang, path))];

function Label({ id, field, lang }: { id: string; field: Field; lang: string }) {
  return (
    <label htmlFor={id} css={fieldLabel}>
      {field.label}
      {field.required && lang === 'en' && <span css={{ color: '#a8200d' }}> (required)</span>}
    </label>
  );
}

/** A field's help: its own words, and how to keep its placeholders. */
function helpOf(field: Field): string {
  const placeholders =
    (field.type === 'text' || field.type === 'longText') && field.placeholders?.length
      ? `Keep ${field.placeholders.map((name) => `{${name}}`).join(' and ')} as written: the page fills it in.`
      : '';
  return [field.help, placeholders].filter(Boolean).join(' ');
}

const Help = ({ field, id }: { field: Field; id: string }) => (
  <FieldNotes id={id} help={helpOf(field)} />
);

/** The English a translation is written from, shown beside its input. */
function Original({ children }: { children: ReactNode }) {
  return (
    <div
      lang="en"
      css={{
        padding: '8px 12px',
        background: '#f1f4f2',
        borderRadius: 8,
        borderInlineStart: '4px solid #8a9a92',
        whiteSpace: 'pre-wrap',
        overflowWrap: 'anywhere',
        minHeight: 44,
      }}
    >
      {children}
    </div>
  );
}

/** A translation's input beside its English: two columns from medium screens up. */
function Beside({ original, children }: { original: ReactNode; children: ReactNode }) {
  return (
    <div
      css={{
        display: 'grid',
        gap: 8,
        '@media (min-width: 900px)': { gridTemplateColumns: '1fr 1fr' },
      }}
    >
      <div>
        <p css={{ ...muted, fontSize: '0.8rem', margin: '0 0 4px' }}>English original</p>
        <Original>{original}</Original>
      </div>
      <div>{children}</div>
    </div>
  );
}

function TextEditor({ field, path, doc, lang, errors, onChange }: FieldProps) {
  if (field.type !== 'text' && field.type !== 'longText' && field.type !== 'link') return null;
  const id = inputId(lang, path);
  const target = pathIn(lang, path);
  const value = String(getAt(doc, target) ?? '');
  const error = errorAt(errors, lang, path);
  const max = field.type === 'link' ? 500 : field.max;
  const props = {
    id,
    value,
    lang: lang === 'en' ? undefined : lang,
    dir: isRtl(lang) ? ('rtl' as const) : undefined,
    maxLength: max,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(id, helpOf(field), error),
    onChange: (event: { target: { value: string } }) =>
      onChange(setAt(doc, target, event.target.value)),
    css: textInput,
  };
  const input =
    field.type === 'longText' ? (
      <textarea
        {...props}
        rows={Math.min(14, Math.max(3, Math.ceil(value.length / 90) + 1))}
        css={{ ...textInput, resize: 'vertical' }}
      />
    ) : (
      <input
        {...props}
        type={
          field.type === 'link'
            ? 'text'
            : field.type === 'text' && field.format
              ? field.format
              : 'text'
        }
        inputMode={field.type === 'link' ? 'url' : undefined}
        list={field.type === 'text' && field.suggestions ? `${id}-suggestions` : undefined}
        spellCheck={
          field.type === 'link' || (field.type === 'text' && field.format) ? false : undefined
        }
      />
    );
  return (
    <div>
      <Label id={id} field={field} lang={lang} />
      {lang === 'en' ? (
        input
      ) : (
        <Beside original={String(getAt(doc, path) ?? '') || '—'}>{input}</Beside>
      )}
      {field.type === 'text' && field.suggestions && (
        <datalist id={`${id}-suggestions`}>
          {field.suggestions.map((option) => (
            <option key={option} value={option} />
          ))}
        </datalist>
      )}
      <div css={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
        <Help field={field} id={id} />
        {field.type !== 'link' && value.length > max * 0.8 && (
          <p css={{ ...help, marginInlineStart: 'auto' }}>
            {value.length} / {max}
          </p>
        )}
      </div>
      <FieldNotes id={id} error={error} />
    </div>
  );
}

/**
 * A moment (a schedule, say) entered and shown as the organisation's wall-clock time, whatever
 * the time zone of the staff member's browser.
 */
function InstantInput({
  value,
  set,
  inputProps,
}: {
  value: unknown;
  set: (next: unknown) => void;
  inputProps: Record<string, unknown>;
}) {
  const timeZone = useTimeZone();
  const shown = typeof value === 'string' ? toZoneInput(value, timeZone) : '';
  return (
    <>
      <input
        {...inputProps}
        type="datetime-local"
        value={shown}
        onChange={(event) => {
          const raw = event.target.value;
          if (!raw) return set(null);
          const instant = fromZoneInput(raw, timeZone);
          if (instant) set(instant);
        }}
        css={{ ...textInput, maxWidth: 260 }}
      />
      <span css={{ ...muted, fontSize: '0.85rem' }}>
        {zoneCity(timeZone)} time (
        {zoneAbbreviation(timeZone, typeof value === 'string' ? value : undefined)})
      </span>
    </>
  );
}

function ScalarEditor({ field, path, doc, errors, onChange }: FieldProps) {
  const id = inputId('en', path);
  const value = getAt(doc, path);
  const error = errorAt(errors, 'en', path);
  const common = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(id, helpOf(field), error),
  };
  const set = (next: unknown) => onChange(setAt(doc, path, next));
  let input: ReactNode = null;
  switch (field.type) {
    case 'number':
      input = (
        <input
          {...common}
          type="number"
          inputMode={field.integer ? 'numeric' : 'decimal'}
          min={field.min}
          max={field.max}
          step={field.integer ? 1 : 'any'}
          value={value === null || value === undefined ? '' : String(value)}
          onChange={(event) => set(event.target.value === '' ? null : Number(event.target.value))}
          css={{ ...textInput, maxWidth: 220 }}
        />
      );
      break;
    case 'date':
      input = (
        <div css={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
          {field.precision === 'instant' ? (
            <InstantInput value={value} set={set} inputProps={common} />
          ) : (
            <input
              {...common}
              type={field.precision === 'month' ? 'month' : 'date'}
              value={typeof value === 'string' ? value : ''}
              onChange={(event) => set(event.target.value === '' ? null : event.target.value)}
              css={{ ...textInput, maxWidth: 260 }}
            />
          )}
          {value !== null && value !== undefined && !field.required && (
            <button type="button" css={smallButton} onClick={() => set(null)}>
              Clear
            </button>
          )}
        </div>
      );
      break;
    case 'boolean':
      return (
        <div>
          <label css={{ display: 'inline-flex', gap: 8, alignItems: 'center', minHeight: 44 }}>
            <input
              {...common}
              type="checkbox"
              checked={value === true}
              onChange={(event) => set(event.target.checked)}
              css={{ width: 22, height: 22 }}
            />
            <span css={{ fontWeight: 600 }}>{field.label}</span>
          </label>
          <Help field={field} id={id} />
        </div>
      );
    case 'select':
      input = (
        <select
          {...common}
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => set(event.target.value === '' ? null : event.target.value)}
          css={{ ...textInput, maxWidth: 420 }}
        >
          <option value="">{field.required ? 'Choose…' : '(none)'}</option>
          {field.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      );
      break;
    default:
      return null;
  }
  return (
    <div>
      <Label id={id} field={field} lang="en" />
      {input}
      <Help field={field} id={id} />
      <FieldNotes id={id} error={error} />
    </div>
  );
}

/** One chosen picture with its alt text (translatable), chosen from the library or uploaded. */
function ImageValue({
  label,
  path,
  doc,
  lang,
  errors,
  onChange,
  required,
  actions,
  decorativeAllowed = false,
}: {
  label: string;
  path: Path;
  doc: EditableDocument;
  lang: string;
  errors: Record<string, string>;
  onChange: (doc: EditableDocument) => void;
  required: boolean;
  actions?: ReactNode;
  /** The declaration lets staff mark the picture decorative (alt=""). */
  decorativeAllowed?: boolean;
}) {
  const [picking, setPicking] = useState(false);
  const [focusing, setFocusing] = useState(false);
  const value = getAt(doc, path) as StoredImage | null | undefined;
  const altPath = [...path, 'alt'];
  const altId = inputId(lang, altPath);
  const altError = errorAt(errors, lang, altPath);
  const imageError = errorAt(errors, 'en', [...path, 'image']) ?? errorAt(errors, 'en', path);
  const alt = String(getAt(doc, pathIn(lang, altPath)) ?? '');
  return (
    <div css={{ display: 'flex', gap: 12, flexWrap: 'wrap', alignItems: 'flex-start' }}>
      <div css={{ width: 160, flex: 'none' }}>
        {value ? (
          <img
            src={thumbnail(value.image)}
            alt=""
            css={{
              width: 160,
              height: 110,
              objectFit: 'cover',
              borderRadius: 8,
              display: 'block',
              background: '#e2e8f0',
            }}
          />
        ) : (
          <div
            css={{
              width: 160,
              height: 110,
              borderRadius: 8,
              border: '2px dashed #8a9a92',
              display: 'grid',
              placeItems: 'center',
              color: '#52606d',
              fontSize: '0.9rem',
              textAlign: 'center',
            }}
          >
            No picture
          </div>
        )}
      </div>
      <div css={{ flex: '1 1 260px', minWidth: 0 }}>
        {lang === 'en' && (
          <div css={{ display: 'flex', gap: 8, flexWrap: 'wrap', marginBottom: 8 }}>
            <button type="button" css={smallButton} onClick={() => setPicking(true)}>
              {value ? 'Replace picture' : `Choose ${label.toLowerCase()}`}
            </button>
            {value && (
              <button type="button" css={smallButton} onClick={() => setFocusing(true)}>
                Focal point
              </button>
            )}
            {value && !required && (
              <button
                type="button"
                css={smallButton}
                onClick={() => onChange(setAt(doc, path, null))}
              >
                Remove picture
              </button>
            )}
            {actions}
          </div>
        )}
        {imageError && lang === 'en' && <p css={fieldError}>{imageError}</p>}
        {value && decorativeAllowed && lang === 'en' && (
          <label css={{ display: 'flex', gap: 8, alignItems: 'center', minHeight: 44 }}>
            <input
              type="checkbox"
              checked={value.decorative === true}
              onChange={(event) =>
                onChange(setAt(doc, [...path, 'decorative'], event.target.checked || undefined))
              }
              css={{ width: 22, height: 22 }}
            />
            <span>Decorative: it only sets the scene, screen readers skip it</span>
          </label>
        )}
        {value && value.decorative === true && lang !== 'en' && (
          <p css={muted}>Decorative: no alt text is read out.</p>
        )}
        {value && value.decorative !== true && (
          <>
            <label htmlFor={altId} css={fieldLabel}>
              Alt text
              {lang === 'en'
                ? ': what the picture shows, for people who cannot see it (empty: the image library’s alt text)'
                : ''}
            </label>
            {lang !== 'en' && <Original>{value.alt || '—'}</Original>}
            <input
              id={altId}
              value={alt}
              lang={lang === 'en' ? undefined : lang}
              dir={isRtl(lang) ? 'rtl' : undefined}
              maxLength={300}
              aria-invalid={altError ? true : undefined}
              aria-describedby={altError ? `${altId}-error` : undefined}
              onChange={(event) => onChange(setAt(doc, pathIn(lang, altPath), event.target.value))}
              css={{ ...textInput, marginTop: lang === 'en' ? 0 : 6 }}
            />
            <FieldNotes id={altId} error={altError} />
          </>
        )}
      </div>
      {value && (
        <FocalPointDialog url={value.image} open={focusing} onClose={() => setFocusing(false)} />
      )}
      <ImagePicker
        open={picking}
        onClose={() => setPicking(false)}
        onChoose={(image) => {
          setPicking(false);
          const current = getAt(doc, path) as StoredImage | null | undefined;
          onChange(setAt(doc, path, { image: image.url, alt: current?.alt || image.alt || '' }));
        }}
      />
    </div>
  );
}

function Fieldset({
  legend,
  children,
  field,
}: {
  legend: string;
  children: ReactNode;
  field?: Field;
}) {
  return (
    <fieldset
      css={{
        border: '1px solid #cbd5d1',
        borderRadius: 12,
        padding: '12px 16px 16px',
        margin: 0,
        minWidth: 0,
      }}
    >
      <legend css={{ fontWeight: 700, padding: '0 6px' }}>
        {legend}
        {field?.required && <span css={{ color: '#a8200d', fontWeight: 600 }}> (required)</span>}
      </legend>
      {field?.help && <p css={{ ...help, marginTop: 0, marginBottom: 8 }}>{field.help}</p>}
      {children}
    </fieldset>
  );
}

/**
 * The chosen items of a list field in their order, each named, moved or removed (with its
 * translations) and with its own error; without `onChange` (a translation) only named.
 */
function ChosenList<T extends string | number>({
  label,
  chosen,
  name,
  noun,
  path,
  doc,
  errors,
  onChange,
}: {
  label?: string;
  chosen: readonly T[];
  name: (value: T) => string;
  noun: string;
  path: Path;
  doc: EditableDocument;
  errors: Record<string, string>;
  onChange: ((doc: EditableDocument) => void) | undefined;
}) {
  return (
    <ol
      aria-label={label}
      css={{ margin: '0 0 12px', paddingInlineStart: 24, display: 'grid', gap: 8 }}
    >
      {chosen.map((value, index) => (
        <li key={value}>
          <div css={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
            <span css={{ flex: '1 1 200px', overflowWrap: 'anywhere' }}>{name(value)}</span>
            {onChange && (
              <RowButtons
                index={index}
                count={chosen.length}
                noun={noun}
                onMove={(to) => onChange(moveRow(doc, path, index, to))}
                onRemove={() => onChange(removeRow(doc, path, index))}
              />
            )}
          </div>
          {errors[`${dotted(path)}.${index}`] && (
            <p css={fieldError}>{errors[`${dotted(path)}.${index}`]}</p>
          )}
        </li>
      ))}
    </ol>
  );
}

function RowButtons({
  index,
  count,
  noun,
  onMove,
  onRemove,
}: {
  index: number;
  count: number;
  noun: string;
  onMove: (to: number) => void;
  onRemove: () => void;
}) {
  return (
    <div css={{ display: 'flex', gap: 6, flexWrap: 'wrap' }}>
      <button
        type="button"
        css={smallButton}
        disabled={index === 0}
        onClick={() => onMove(index - 1)}
      >
        Earlier
        <span css={{ position: 'absolute', left: -9999 }}>
          {' '}
          ({noun} {index + 1})
        </span>
      </button>
      <button
        type="button"
        css={smallButton}
        disabled={index === count - 1}
        onClick={() => onMove(index + 1)}
      >
        Later
        <span css={{ position: 'absolute', left: -9999 }}>
          {' '}
          ({noun} {index + 1})
        </span>
      </button>
      <button type="button" css={smallButton} onClick={onRemove}>
        Remove
        <span css={{ position: 'absolute', left: -9999 }}>
          {' '}
          {noun} {index + 1}
        </span>
      </button>
    </div>
  );
}

function ImageEditor(props: FieldProps) {
  const field = props.field as ImageField;
  return (
    <Fieldset legend={field.label} field={props.lang === 'en' ? field : undefined}>
      <ImageValue
        {...props}
        label="a picture"
        required={field.required}
        decorativeAllowed={field.decorative === true}
      />
    </Fieldset>
  );
}

function ImagesEditor({ field, path, doc, lang, errors, onChange }: FieldProps) {
  const [adding, setAdding] = useState(false);
  const latest = useRef(doc);
  latest.current = doc;
  if (field.type !== 'images') return null;
  const list = (getAt(doc, path) as StoredImage[] | undefined) ?? [];
  const error = errorAt(errors, 'en', path);
  return (
    <Fieldset legend={field.label} field={lang === 'en' ? field : undefined}>
      {list.length === 0 && <p css={muted}>No pictures yet.</p>}
      <ol css={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 16 }}>
        {list.map((_, index) => (
          <li key={index} css={{ borderBottom: '1px solid #e2e8f0', paddingBottom: 12 }}>
            <p css={{ margin: '0 0 6px', fontWeight: 600 }}>
              Picture {index + 1}
              {index === 0 && field.help?.includes('first') ? ' (main)' : ''}
            </p>
            <ImageValue
              label="picture"
              path={[...path, index]}
              doc={doc}
              lang={lang}
              errors={errors}
              onChange={onChange}
              required
              decorativeAllowed={field.decorative === true}
              actions={
                <RowButtons
                  index={index}
                  count={list.length}
                  noun="picture"
                  onMove={(to) => onChange(moveRow(doc, path, index, to))}
                  onRemove={() => onChange(removeRow(doc, path, index))}
                />
              }
            />
          </li>
        ))}
      </ol>
      {lang === 'en' && list.length < field.max && (
        <>
          <button
            type="button"
            css={{ ...secondaryButton, marginTop: 12 }}
            onClick={() => setAdding(true)}
          >
            Add a picture
          </button>
          <div css={{ marginTop: 12 }}>
            <UploadPanel
              label={`Upload several pictures to ${field.label.toLowerCase()}`}
              onUploaded={(result) => {
                // Each finished upload joins the list in turn, onto the latest document.
                const current = latest.current;
                const rows = getAt(current, path);
                if (Array.isArray(rows) && rows.length >= field.max) return;
                const next = addRow(current, path, { image: result.imageUrl, alt: '' });
                latest.current = next;
                onChange(next);
              }}
            />
          </div>
        </>
      )}
      {error && <p css={fieldError}>{error}</p>}
      <ImagePicker
        open={adding}
        onClose={() => setAdding(false)}
        onChoose={(image) => {
          setAdding(false);
          onChange(addRow(doc, path, { image: image.url, alt: image.alt ?? '' }));
        }}
      />
    </Fieldset>
  );
}

function VideoEditor({ field, path, doc, lang, errors, onChange }: FieldProps) {
  if (field.type !== 'video') return null;
  const idPath = [...path, 'youtubeId'];
  const id = inputId('en', idPath);
  const error = errorAt(errors, 'en', idPath);
  const raw = getAt(doc, idPath);
  const value = typeof raw === 'string' ? raw : '';
  const parsed = value ? youtubeIdOf(value) : undefined;
  return (
    <Fieldset legend={field.label} field={lang === 'en' ? field : undefined}>
      {lang === 'en' && (
        <div css={{ marginBottom: 12 }}>
          <label htmlFor={id} css={fieldLabel}>
            YouTube video (its address or id)
          </label>
          <input
            id={id}
            value={value}
            spellCheck={false}
            inputMode="url"
            placeholder="https://www.youtube.com/watch?v=…"
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-state${error ? ` ${id}-error` : ''}`}
            onChange={(event) => onChange(setAt(doc, idPath, event.target.value))}
            css={textInput}
          />
          <p id={`${id}-state`} css={help}>
            {!value
              ? 'Empty: the page says the video is not published yet.'
              : parsed
                ? `Video id: ${parsed}. Visitors see the poster and load YouTube only when they press play.`
                : 'Not a YouTube address or id.'}
          </p>
          <FieldNotes id={id} error={error} />
        </div>
      )}
      <p css={{ fontWeight: 600, margin: '0 0 6px' }}>Poster (shown before play)</p>
      <ImageValue
        label="a poster"
        path={[...path, 'poster']}
        doc={doc}
        lang={lang}
        errors={errors}
        onChange={onChange}
        required={false}
      />
    </Fieldset>
  );
}

function ReferenceEditor({ field, path, doc, errors, onChange }: FieldProps) {
  const target = collectionNamed((field as ReferenceField).to) as CollectionDef;
  const items = useItems(target, { pageSize: 200 });
  if (field.type !== 'reference') return null;
  const id = inputId('en', path);
  const error = errorAt(errors, 'en', path);
  const value = getAt(doc, path);
  const options = items.data?.items ?? [];
  const name = (itemId: number) => {
    const item = options.find((option) => option.id === itemId);
    if (!item) return `#${itemId}`;
    const extra = Object.values(item.columns ?? {})
      .filter(Boolean)
      .slice(0, 2)
      .join(' · ');
    return `${item.title}${extra ? ` (${extra})` : ''}${item.status === 'draft' ? ' — draft' : ''}`;
  };
  if (!field.many) {
    // A chosen item visitors cannot see (a draft, or removed) is said so beside the choice.
    const chosenItem =
      typeof value === 'number' ? options.find((option) => option.id === value) : undefined;
    const hidden =
      typeof value === 'number' &&
      !items.isPending &&
      (!chosenItem || chosenItem.status === 'draft');
    const hiddenId = `${id}-hidden`;
    return (
      <div>
        <Label id={id} field={field} lang="en" />
        <select
          id={id}
          value={typeof value === 'number' ? String(value) : ''}
          aria-invalid={error ? true : undefined}
          aria-describedby={
            [describedBy(id, helpOf(field), error), hidden ? hiddenId : undefined]
              .filter(Boolean)
              .join(' ') || undefined
          }
          onChange={(event) =>
            onChange(setAt(doc, path, event.target.value ? Number(event.target.value) : null))
          }
          css={{ ...textInput, maxWidth: 520 }}
        >
          <option value="">{items.isPending ? 'Loading…' : '(none)'}</option>
          {!chosenItem && typeof value === 'number' && !items.isPending && (
            <option value={value}>
              Removed {target.label.toLowerCase()} (#{value})
            </option>
          )}
          {options.map((option) => (
            <option key={option.id} value={option.id}>
              {name(option.id)}
            </option>
          ))}
        </select>
        {hidden && (
          <p id={hiddenId} data-hidden-reference css={hiddenNote}>
            {chosenItem ? '' : `This ${target.label.toLowerCase()} was removed. `}
            {field.hiddenNote ??
              `Visitors do not see this ${target.label.toLowerCase()} until it is published.`}
          </p>
        )}
        <Help field={field} id={id} />
        <FieldNotes id={id} error={error} />
      </div>
    );
  }
  const chosen = Array.isArray(value) ? (value as number[]) : [];
  const available = options.filter((option) => !chosen.includes(option.id));
  return (
    <Fieldset legend={field.label} field={field}>
      {chosen.length === 0 && <p css={muted}>None chosen.</p>}
      <ChosenList
        chosen={chosen}
        name={name}
        noun={target.label.toLowerCase()}
        path={path}
        doc={doc}
        errors={errors}
        onChange={onChange}
      />
      {chosen.length < (field.max ?? 24) && (
        <div>
          <label htmlFor={id} css={fieldLabel}>
            Add a {target.label.toLowerCase()}
          </label>
          <select
            id={id}
            value=""
            onChange={(event) =>
              event.target.value && onChange(addRow(doc, path, Number(event.target.value)))
            }
            css={{ ...textInput, maxWidth: 520 }}
          >
            <option value="">
              {items.isPending ? 'Loading…' : `Choose a ${target.label.toLowerCase()}…`}
            </option>
            {available.map((option) => (
              <option key={option.id} value={option.id}>
                {name(option.id)}
              </option>
            ))}
          </select>
        </div>
      )}
      <FieldNotes id={id} error={error} />
    </Fieldset>
  );
}

/**
 * Documents of the library in order: each named by its title, type and size, moved or removed;
 * another is added by finding it in the library (DocumentPicker).
 */
function DocumentsEditor({ field, path, doc, lang, errors, onChange }: FieldProps) {
  const [picked, setPicked] = useState<Record<string, string>>({});
  const [last, setLast] = useState('');
  const value = getAt(doc, path);
  const chosen = Array.isArray(value) ? (value as string[]) : [];
  // The chosen ones are named by the library (a document only drafts use is not told to the
  // public: one just chosen is named by the picker, else by its file's name).
  const library = useLibraryDocuments(chosen);
  if (field.type !== 'documents') return null;
  const error = errorAt(errors, 'en', path);
  const name = (url: string) => {
    const document = library.data?.find((item) => item.url === url);
    if (document)
      return `${document.title} (${formatName(document)}, ${fileSize(document.byteSize)})`;
    return picked[url] ?? url.split('/').pop() ?? url;
  };
  return (
    <Fieldset legend={field.label} field={lang === 'en' ? field : undefined}>
      {chosen.length === 0 && <p css={muted}>No documents chosen yet.</p>}
      <ChosenList
        label={`${field.label}: chosen, in the order listed`}
        chosen={chosen}
        name={name}
        noun="document"
        path={path}
        doc={doc}
        errors={errors}
        onChange={lang === 'en' ? onChange : undefined}
      />
      {lang === 'en' && chosen.length < field.max && (
        <div css={{ borderTop: '1px solid #e2e8f0', paddingTop: 12 }}>
          <p css={{ fontWeight: 600, margin: '0 0 6px' }}>Add a document to the list</p>
          <DocumentPicker
            value={last}
            onChoose={(url, title) => {
              setLast(url);
              if (chosen.includes(url)) return;
              setPicked((current) => ({ ...current, [url]: title }));
              onChange(addRow(doc, path, url));
            }}
          />
        </div>
      )}
      {error && <p css={fieldError}>{error}</p>}
    </Fieldset>
  );
}

function GroupEditor({ field, path, doc, lang, errors, onChange }: FieldProps) {
  const group = field as GroupField;
  const rows = (getAt(doc, path) as Record<string, unknown>[] | undefined) ?? [];
  const error = errorAt(errors, 'en', path);
  const rowName = (row: Record<string, unknown>, index: number) => {
    const label = group.rowLabel ? row[group.rowLabel] : undefined;
    return typeof label === 'string' && label ? label : `${group.label} ${index + 1}`;
  };
  const noun = group.label.replace(/s$/, '').toLowerCase();
  return (
    <Fieldset legend={group.label} field={lang === 'en' ? group : undefined}>
      {rows.length === 0 && <p css={muted}>None yet.</p>}
      <ol css={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 12 }}>
        {rows.map((row, index) => (
          <li key={index} css={{ border: '1px solid #e2e8f0', borderRadius: 10, padding: 12 }}>
            <div
              css={{
                display: 'flex',
                gap: 8,
                alignItems: 'center',
                flexWrap: 'wrap',
                marginBottom: 8,
              }}
            >
              <p css={{ margin: 0, fontWeight: 700, flex: '1 1 160px' }}>
                {index + 1}. {rowName(row, index)}
              </p>
              {lang === 'en' && (
                <RowButtons
                  index={index}
                  count={rows.length}
                  noun={noun}
                  onMove={(to) => onChange(moveRow(doc, path, index, to))}
                  onRemove={() => onChange(removeRow(doc, path, index))}
                />
              )}
            </div>
            <FieldList
              fields={group.fields}
              base={[...path, index]}
              doc={doc}
              lang={lang}
              errors={errors}
              onChange={onChange}
            />
          </li>
        ))}
      </ol>
      {lang === 'en' && rows.length < group.max && (
        <button
          type="button"
          css={{
            ...secondaryButton,
            marginTop: 12,
            maxWidth: '100%',
            whiteSpace: 'normal',
            textAlign: 'start',
          }}
          onClick={() => onChange(addRow(doc, path, emptyFields(group.fields)))}
        >
          Add{' '}
          {noun.startsWith('a') ||
          noun.startsWith('e') ||
          noun.startsWith('i') ||
          noun.startsWith('o') ||
          noun.startsWith('u')
            ? 'an'
            : 'a'}{' '}
          {noun}
        </button>
      )}
      {error && <p css={fieldError}>{error}</p>}
    </Fieldset>
  );
}

/**
 * A body of blocks: each block of its kind with that kind's fields (by the same editors as any
 * field), moved earlier or later and removed with an undo; a new block of a chosen kind at the
 * end. In a translation each block shows only its texts, beside their English.
 */
function BlocksEditor({ field, path, doc, lang, errors, onChange }: FieldProps) {
  const body = field as BlocksField;
  const rows = (getAt(doc, path) as Record<string, unknown>[] | undefined) ?? [];
  const kinds = Object.entries(body.blocks);
  const [kind, setKind] = useState(kinds[0]?.[0] ?? '');
  const [removed, setRemoved] = useState<(TakenRow & { label: string }) | null>(null);
  const error = errorAt(errors, 'en', path);
  const selectId = `${inputId(lang, path)}-kind`;
  const list = useRef<HTMLOListElement>(null);
  const undo = useRef<HTMLButtonElement>(null);
  // Focus follows the block moved (its move button, or the other one at an end), and goes to
  // Undo after a removal, so the keyboard never falls back to the top of the page.
  const focusNext = useRef<{ id: string; earlier: boolean } | 'undo' | null>(null);
  useEffect(() => {
    const next = focusNext.current;
    focusNext.current = null;
    if (next === 'undo') undo.current?.focus();
    else if (next) {
      const item = list.current?.querySelector(`[data-block-id="${CSS.escape(next.id)}"]`);
      const [earlier, later] = [...(item?.querySelectorAll('button') ?? [])];
      const wanted = next.earlier ? earlier : later;
      (wanted && !wanted.disabled ? wanted : next.earlier ? later : earlier)?.focus();
    }
  });
  const kindOf = (row: Record<string, unknown>) =>
    typeof row.type === 'string' && Object.hasOwn(body.blocks, row.type)
      ? body.blocks[row.type]
      : undefined;
  return (
    <Fieldset legend={body.label} field={lang === 'en' ? body : undefined}>
      {rows.length === 0 && (
        <p css={muted}>
          {lang === 'en' ? 'No blocks yet: add the first one below.' : 'No blocks in English yet.'}
        </p>
      )}
      <ol ref={list} css={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 12 }}>
        {rows.map((row, index) => {
          const rowKind = kindOf(row);
          const rowError =
            errorAt(errors, 'en', [...path, index]) ??
            errorAt(errors, 'en', [...path, index, 'type']);
          if (lang !== 'en' && !(rowKind && Object.values(rowKind.fields).some(translatable))) {
            return null;
          }
          return (
            <li
              key={typeof row.id === 'string' ? row.id : index}
              data-block-id={typeof row.id === 'string' ? row.id : undefined}
              aria-label={`Block ${index + 1}: ${rowKind?.label ?? String(row.type)}`}
              css={{ border: '1px solid #e2e8f0', borderRadius: 10, padding: 12 }}
            >
              <div
                css={{
                  display: 'flex',
                  gap: 8,
                  alignItems: 'center',
                  flexWrap: 'wrap',
                  marginBottom: 8,
                }}
              >
                <p css={{ margin: 0, fontWeight: 700, flex: '1 1 160px' }}>
                  {index + 1}. {rowKind?.label ?? `Unknown block “${String(row.type)}”`}
                </p>
                {lang === 'en' && (
                  <RowButtons
                    index={index}
                    count={rows.length}
                    noun="block"
                    onMove={(to) => {
                      if (typeof row.id === 'string') {
                        focusNext.current = { id: row.id, earlier: to < index };
                      }
                      onChange(moveRow(doc, path, index, to));
                      setRemoved(null);
                    }}
                    onRemove={() => {
                      focusNext.current = 'undo';
                      setRemoved({
                        ...takeRow(doc, path, index),
                        label: rowKind?.label ?? 'block',
                      });
                      onChange(removeRow(doc, path, index));
                    }}
                  />
                )}
              </div>
              {rowKind?.help && lang === 'en' && (
                <p css={{ ...help, marginTop: 0 }}>{rowKind.help}</p>
              )}
              {rowError && <p css={fieldError}>{rowError}</p>}
              {rowKind && (
                <FieldList
                  fields={rowKind.fields}
                  base={[...path, index]}
                  doc={doc}
                  lang={lang}
                  errors={errors}
                  onChange={onChange}
                />
              )}
            </li>
          );
        })}
      </ol>
      <div role="status" css={{ marginTop: removed ? 12 : 0 }}>
        {removed && (
          <p css={{ margin: 0, display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
            <span>
              Removed block {removed.index + 1} ({removed.label}).
            </span>
            <button
              ref={undo}
              type="button"
              css={smallButton}
              onClick={() => {
                const restored = (removed.english as { id?: unknown } | null)?.id;
                if (typeof restored === 'string')
                  focusNext.current = { id: restored, earlier: true };
                onChange(putRow(doc, path, removed));
                setRemoved(null);
              }}
            >
              Undo
            </button>
          </p>
        )}
      </div>
      {lang === 'en' && rows.length < body.max && (
        <div css={{ display: 'flex', gap: 8, alignItems: 'end', flexWrap: 'wrap', marginTop: 12 }}>
          <div>
            <label htmlFor={selectId} css={fieldLabel}>
              Kind of block
            </label>
            <select
              id={selectId}
              value={kind}
              onChange={(event) => setKind(event.target.value)}
              css={{ ...textInput, width: 'auto' }}
            >
              {kinds.map(([name, declared]) => (
                <option key={name} value={name}>
                  {declared.label}
                </option>
              ))}
            </select>
          </div>
          <button
            type="button"
            css={secondaryButton}
            onClick={() => {
              const declared = body.blocks[kind];
              if (!declared) return;
              onChange(
                addRow(doc, path, {
                  type: kind,
                  id: newBlockId(),
                  ...emptyFields(declared.fields),
                }),
              );
              setRemoved(null);
            }}
          >
            Add block
          </button>
        </div>
      )}
      {error && <p css={fieldError}>{error}</p>}
    </Fieldset>
  );
}

/** The rich-text editor (Tiptap), loaded only when a form has a rich-text field. */
const RichTextEditor = lazy(() => import('./RichTextEditor'));

/** The editor of one field, by its type. */
export function FieldEditor(props: FieldProps) {
  switch (props.field.type) {
    case 'richText':
      return (
        <Suspense fallback={<p role="status">Loading the editor…</p>}>
          <RichTextEditor key={props.lang} {...props} />
        </Suspense>
      );
    case 'text':
    case 'longText':
    case 'link':
      return <TextEditor {...props} />;
    case 'image':
      return <ImageEditor {...props} />;
    case 'images':
      return <ImagesEditor {...props} />;
    case 'video':
      return <VideoEditor {...props} />;
    case 'reference':
      return <ReferenceEditor {...props} />;
    case 'documents':
      return <DocumentsEditor {...props} />;
    case 'group':
      return <GroupEditor {...props} />;
    case 'blocks':
      return <BlocksEditor {...props} />;
    default:
      return <ScalarEditor {...props} />;
  }
}

/**
 * The fields of a declaration (or of a group's row), in order. In a translation only what has
 * something to translate is shown, each beside its English.
 */
export function FieldList({
  fields,
  base = [],
  doc,
  lang,
  errors,
  onChange,
}: {
  fields: Fields;
  base?: Path;
  doc: EditableDocument;
  lang: string;
  errors: Record<string, string>;
  onChange: (doc: EditableDocument) => void;
}) {
  const shown = Object.entries(fields).filter(([, field]) => lang === 'en' || translatable(field));
  return (
    <div css={{ display: 'grid', gap: 18 }}>
      {shown.map(([name, field]) => (
        // A field that fails leaves the others, and the form's values, as they are.
        <ErrorBoundary
          key={name}
          what={`The field “${field.label}”`}
          note="The rest of the form and everything typed in it are kept: you can still save."
          resetKey={lang}
        >
          <FieldEditor
            field={field}
            path={[...base, name]}
            doc={doc}
            lang={lang}
            errors={errors}
            onChange={onChange}
          />
        </ErrorBoundary>
      ))}
    </div>
  );
}
