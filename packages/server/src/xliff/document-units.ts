import {
  isEmptyRichText,
  rowFieldsOf,
  type Fields,
  type RichTextDocument,
  type RichTextNode,
} from '@ia/shared';
import {
  decodeInline,
  decodePlain,
  encodeInline,
  richTextSlots,
  type Code,
  type Slot,
  type XmlNode,
} from './inline-codes.js';
import { escapeXml } from '../site/xml.js';

/**
 * The translatable texts of a document as translation units, from its declaration: each text and
 * long text, each rich text (in segments, see inline-codes.ts), each alt text of a picture, and
 * the same inside each row of a group and each block, at their path (`hero.0.title`).
 */

type Doc = Record<string, unknown>;
export type Path = (string | number)[];

export interface FieldUnit {
  path: Path;
  /** Where it is for people: `Body`, `Sections › 2 › Title`. */
  label: string;
  kind: 'text' | 'richText';
  english: unknown;
}

export interface UnitSegment {
  /** The English as XLIFF inline content. */
  source: string;
  /** The current translation as XLIFF inline content, when there is one that fits. */
  target?: string;
  /** The codes of this segment (a target must use all of them, and no other). */
  codes: Code[];
}

const isObject = (value: unknown): value is Doc =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const wordy = (text: unknown): text is string => typeof text === 'string' && /\p{L}/u.test(text);

/** Every unit of a document with something to translate, in the declaration's order. */
export function fieldUnits(fields: Fields, english: Doc, path: Path = [], label = ''): FieldUnit[] {
  const units: FieldUnit[] = [];
  for (const [name, field] of Object.entries(fields)) {
    const value = english[name];
    const here = [...path, name];
    const where = label ? `${label} › ${field.label}` : field.label;
    switch (field.type) {
      case 'text':
      case 'longText':
        if (field.translatable && wordy(value)) {
          units.push({ path: here, label: where, kind: 'text', english: value });
        }
        break;
      case 'richText':
        if (field.translatable && !isEmptyRichText(value as RichTextDocument | null)) {
          units.push({ path: here, label: where, kind: 'richText', english: value });
        }
        break;
      case 'image':
        if (field.translatable && isObject(value) && wordy(value.alt)) {
          units.push({
            path: [...here, 'alt'],
            label: `${where} › alt text`,
            kind: 'text',
            english: value.alt,
          });
        }
        break;
      case 'images':
        if (field.translatable && Array.isArray(value)) {
          value.forEach((item, index) => {
            if (isObject(item) && wordy(item.alt)) {
              units.push({
                path: [...here, index, 'alt'],
                label: `${where} › ${index + 1} › alt text`,
                kind: 'text',
                english: item.alt,
              });
            }
          });
        }
        break;
      case 'video':
        if (
          field.translatable &&
          isObject(value) &&
          isObject(value.poster) &&
          wordy(value.poster.alt)
        ) {
          units.push({
            path: [...here, 'poster', 'alt'],
            label: `${where} › poster alt text`,
            kind: 'text',
            english: value.poster.alt,
          });
        }
        break;
      case 'group':
      case 'blocks':
        if (Array.isArray(value)) {
          value.forEach((row, index) => {
            const rowFields = rowFieldsOf(field, row);
            if (rowFields && isObject(row)) {
              units.push(
                ...fieldUnits(rowFields, row, [...here, index], `${where} › ${index + 1}`),
              );
            }
          });
        }
        break;
      default:
        break;
    }
  }
  return units;
}

/** The value at a path of a document (undefined when it is not there). */
export function valueAt(value: unknown, path: Path): unknown {
  let at = value;
  for (const key of path) {
    if (typeof key === 'number') at = Array.isArray(at) ? at[key] : undefined;
    else at = isObject(at) ? at[key] : undefined;
  }
  return at;
}

/** Sets the value at a path, making the rows and objects on the way (rows before it as `{}`). */
export function setAt(doc: Doc, path: Path, value: unknown): void {
  let at: Doc | unknown[] = doc;
  path.forEach((key, index) => {
    const last = index === path.length - 1;
    const next = path[index + 1];
    const container = at as Record<string | number, unknown>;
    if (last) {
      container[key] = value;
      return;
    }
    let child = container[key];
    const wantArray = typeof next === 'number';
    if (wantArray ? !Array.isArray(child) : !isObject(child)) {
      child = wantArray ? [] : {};
      container[key] = child;
    }
    if (Array.isArray(child) && typeof next === 'number') {
      for (let i = 0; i < next; i += 1) child[i] ??= {};
    }
    at = child as Doc | unknown[];
  });
}

const sameSlot = (a: Slot, b: Slot) => a.node.type === b.node.type && a.attr === b.attr;

/** The segments of a unit: its English and, where it fits the English, its translation. */
export function unitSegments(unit: FieldUnit, translated: unknown): UnitSegment[] {
  if (unit.kind === 'text') {
    return [
      {
        source: escapeXml(String(unit.english)),
        ...(typeof translated === 'string' && translated !== ''
          ? { target: escapeXml(translated) }
          : {}),
        codes: [],
      },
    ];
  }
  const slots = richTextSlots(unit.english as RichTextDocument);
  const theirs = isEmptyRichText(translated as RichTextDocument | null)
    ? []
    : richTextSlots(translated as RichTextDocument);
  const fits =
    theirs.length === slots.length && slots.every((slot, i) => sameSlot(slot, theirs[i]!));
  let next = 0;
  return slots.map((slot, index) => {
    const codes: Code[] = [];
    if (slot.attr) {
      const other = fits ? theirs[index]!.node.attrs?.[slot.attr] : undefined;
      return {
        source: escapeXml(String(slot.node.attrs?.[slot.attr] ?? '')),
        ...(typeof other === 'string' && other !== '' ? { target: escapeXml(other) } : {}),
        codes,
      };
    }
    const source =
      encodeInline(slot.node.content ?? [], (what) => {
        next += 1;
        const code: Code =
          what === 'break'
            ? { id: String(next), kind: 'ph' }
            : { id: String(next), kind: 'pc', mark: what };
        codes.push(code);
        return code;
      }) ?? '';
    let target: string | undefined;
    if (fits) {
      const taken = new Set<string>();
      target = encodeInline(theirs[index]!.node.content ?? [], (what) => {
        const code = codes.find(
          (c) =>
            !taken.has(c.id) &&
            (what === 'break'
              ? c.kind === 'ph'
              : c.kind === 'pc' &&
                c.mark.type === what.type &&
                (c.mark.attrs?.href ?? '') === (what.attrs?.href ?? '')),
        );
        if (code) taken.add(code.id);
        return code;
      });
    }
    return { source, ...(target ? { target } : {}), codes };
  });
}

/**
 * A unit's translation read from its segments' targets (one per segment, in order): a text's
 * words, or the English rich text with each piece replaced by its translation. What breaks the
 * rules is said in `problems`; undefined when there is nothing to apply.
 */
export function valueOfTargets(
  unit: FieldUnit,
  targets: readonly (XmlNode | undefined)[],
  problems: string[],
): unknown {
  if (unit.kind === 'text') {
    const target = targets[0];
    if (!target) return undefined;
    if (targets.length !== 1) problems.push('a text has one segment');
    return decodePlain(target, problems);
  }
  const segments = unitSegments(unit, undefined);
  if (targets.length !== segments.length) {
    problems.push(`the English has ${segments.length} segments, the file ${targets.length}`);
    return undefined;
  }
  const given = targets.filter((target) => target !== undefined).length;
  if (given === 0) return undefined;
  if (given < segments.length) {
    problems.push('translate every segment of this text, or none of them');
    return undefined;
  }
  const doc = structuredClone(unit.english) as RichTextDocument;
  const slots = richTextSlots(doc);
  slots.forEach((slot, index) => {
    const target = targets[index]!;
    const codes = segments[index]!.codes;
    if (slot.attr) {
      slot.node.attrs = { ...slot.node.attrs, [slot.attr]: decodePlain(target, problems) };
      return;
    }
    const { nodes, used } = decodeInline(
      target,
      new Map(codes.map((code) => [code.id, code])),
      problems,
    );
    for (const code of codes) {
      if (!used.has(code.id)) {
        problems.push(
          `segment ${index + 1} leaves out the code <${code.kind} id="${code.id}"> (${describe(code)}); keep every code of the English`,
        );
      }
    }
    slot.node.content = nodes as RichTextNode[];
  });
  return doc;
}

function describe(code: Code): string {
  if (code.kind === 'ph') return 'a line break';
  if (code.mark.type === 'link') return `the link to ${code.mark.attrs?.href ?? ''}`;
  return code.mark.type;
}
