import ethiopic from './ethiopic.json' with { type: 'json' };

/**
 * The site's only web font: Noto Sans Ethiopic, so Amharic (its language name in every page's
 * language menu, and the Amharic pages) reads without an Ethiopic font installed. Its two
 * files (scripts/ethiopic-font.mjs) are declared with `unicode-range`: a browser downloads one
 * only when the page draws a character of its range, so pages in other languages download
 * nothing, and opening the language menu costs 3 KB. A font installed on the device is used
 * first (`local()`).
 */
export const ETHIOPIC_FAMILY = ethiopic.family;

const hex = (code: number) => `U+${code.toString(16).toUpperCase()}`;

/** `unicode-range` of a set of code points, as ranges of consecutive ones. */
export function unicodeRange(codes: readonly number[]): string {
  const sorted = [...new Set(codes)].sort((a, b) => a - b);
  const ranges: string[] = [];
  for (let i = 0; i < sorted.length; i += 1) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j]! + 1) j += 1;
    ranges.push(
      i === j ? hex(sorted[i]!) : `${hex(sorted[i]!)}-${sorted[j]!.toString(16).toUpperCase()}`,
    );
    i = j;
  }
  return ranges.join(', ');
}

const nameCodes = [...ethiopic.nameText].map((char) => char.codePointAt(0)!);
const blockCodes: number[] = [];
for (let code = ethiopic.block[0]!; code <= ethiopic.block[1]!; code += 1) {
  if (!nameCodes.includes(code)) blockCodes.push(code);
}

/** The characters each file holds (its `unicode-range`): the two never overlap. */
export const ETHIOPIC_RANGES = {
  name: unicodeRange(nameCodes),
  block: unicodeRange(blockCodes),
};

const face = (file: string, range: string) => ({
  fontFamily: `'${ETHIOPIC_FAMILY}'`,
  fontStyle: 'normal',
  fontWeight: '100 900',
  fontDisplay: 'swap',
  src: `local('${ETHIOPIC_FAMILY}'), local('NotoSansEthiopic-Regular'), url(${file}) format('woff2')`,
  unicodeRange: range,
});

/** The `@font-face` rules, for the site's global styles. */
export const ethiopicFontFaces = [
  { '@font-face': face(ethiopic.files.name, ETHIOPIC_RANGES.name) },
  { '@font-face': face(ethiopic.files.block, ETHIOPIC_RANGES.block) },
];
