/** Text for an XML text node or a double-quoted attribute. */
export const escapeXml = (value: string): string =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')
    // Characters XML 1.0 does not allow at all (control characters other than tab and newlines).
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '');

/** `<name attr="…">text</name>`, escaped; an undefined text makes an empty element. */
export function element(
  name: string,
  attributes: Record<string, string | number | undefined> = {},
  text?: string,
): string {
  const attrs = Object.entries(attributes)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => ` ${key}="${escapeXml(String(value))}"`)
    .join('');
  return text === undefined
    ? `<${name}${attrs}/>`
    : `<${name}${attrs}>${escapeXml(text)}</${name}>`;
}
