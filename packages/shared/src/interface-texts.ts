/**
 * Interface texts staff can change: every text of the site and the widgets that visitors read
 * (buttons, labels, empty states, form messages, the footer, the 404 page) has a key and a
 * shipped wording per language in its message module (the widgets' `messages.ts`, the site's
 * `i18n`); staff may give their own wording per language, which the server keeps and the site
 * and the widgets show instead.
 */

/** One text of the interface as the site's build ships it in a language. */
export interface InterfaceTextEntry {
  /** `storyGrid.readMore`, `nav.home`… */
  key: string;
  /** Where visitors read it, said for staff ("Success stories list: link of each story"). */
  where: string;
  /** The shipped English wording. */
  english: string;
  /** The shipped wording in the language asked (English where the language has none). */
  shipped: string;
}

/** `GET /api/admin/interface-texts?lang=` : each text, its shipped wording and staff's own. */
export interface InterfaceTextRow {
  key: string;
  /** The shipped wording in the language asked. */
  default: string;
  /** Staff's own wording, or null when the shipped one shows. */
  value: string | null;
  english: string;
  where: string;
}

/** `PUT /api/admin/interface-texts/{lang}`: a wording per key; null returns to the shipped one. */
export interface InterfaceTextsUpdate {
  texts: Record<string, string | null>;
}

/** `GET /api/interface-texts?lang=` (public): staff's wordings in a language, by key. */
export interface PublicInterfaceTexts {
  lang: string;
  texts: Record<string, string>;
}

/** The longest wording staff may give a text. */
export const INTERFACE_TEXT_MAX_LENGTH = 2000;

/** The `{name}` placeholders of a text, each once, in order. */
export function placeholdersOf(text: string): string[] {
  return [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!))];
}

/**
 * What is wrong with a wording of a text shipped as `shipped`: a placeholder it leaves out or
 * one it makes up (the site fills only the shipped text's), said for staff; undefined when none.
 */
export function placeholderProblem(shipped: string, wording: string): string | undefined {
  const expected = placeholdersOf(shipped);
  const given = placeholdersOf(wording);
  const missing = expected.find((name) => !given.includes(name));
  if (missing) {
    return `Keep the placeholder {${missing}}: the site puts the real value there.`;
  }
  const invented = given.find((name) => !expected.includes(name));
  if (invented) {
    return expected.length > 0
      ? `{${invented}} is not a placeholder of this text: use only ${expected.map((name) => `{${name}}`).join(', ')}.`
      : `{${invented}} is not a placeholder of this text: this text has none, so remove the braces.`;
  }
  return undefined;
}
