/** Words that are titles rather than names: "Dr. Amina Yusuf" has the initials AY. */
const HONORIFICS = new Set([
  'dr',
  'prof',
  'mr',
  'mrs',
  'ms',
  'miss',
  'hon',
  'chief',
  'engr',
  'sir',
  'dame',
  'alhaji',
  'alhaja',
  'barr',
  'rev',
]);

/**
 * Up to two initials of a name: the first letters of its first and last words, in upper case,
 * skipping titles such as Dr. or Prof. A name with no letters gives "?".
 */
export function initials(name: string): string {
  const words = name
    .split(/[\s\u00a0]+/u)
    .map((word) => word.replace(/^[^\p{L}\p{N}]+/u, ''))
    .filter((word) => word !== '');
  const named = words.filter((word) => !HONORIFICS.has(word.replace(/\.$/, '').toLowerCase()));
  const chosen = named.length > 0 ? named : words;
  if (chosen.length === 0) return '?';
  const first = Array.from(chosen[0]!)[0]!;
  const last = chosen.length > 1 ? Array.from(chosen[chosen.length - 1]!)[0]! : '';
  return (first + last).toLocaleUpperCase('en');
}

/** Background colours of avatars; each keeps white initials above 4.5:1 contrast. */
export const AVATAR_COLOURS = [
  '#0b6e4f',
  '#1d4ed8',
  '#b42318',
  '#6b3fa0',
  '#9a4d00',
  '#0e7490',
  '#be185d',
  '#4338ca',
  '#5f6b10',
] as const;

/** A stable colour for a name: the same name always gets the same colour. */
export function avatarColour(name: string): string {
  // FNV-1a over the code points of the normalised name.
  let hash = 0x811c9dc5;
  for (const char of name.trim().toLowerCase()) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193);
  }
  return AVATAR_COLOURS[(hash >>> 0) % AVATAR_COLOURS.length]!;
}

/**
 * The spec's generated initials avatar, drawn inline: no image request. Decorative by default
 * (the name is written next to it); pass `label` when the avatar stands alone.
 */
export function Avatar({
  name,
  size = 64,
  shape = 'circle',
  label,
}: {
  name: string;
  size?: number;
  shape?: 'circle' | 'square';
  label?: string;
}) {
  const text = initials(name);
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 64 64"
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
      focusable="false"
      css={{ flex: 'none', display: 'block' }}
    >
      {shape === 'circle' ? (
        <circle cx="32" cy="32" r="32" fill={avatarColour(name)} />
      ) : (
        <rect width="64" height="64" rx="12" fill={avatarColour(name)} />
      )}
      <text
        x="32"
        y="32"
        dy="0.35em"
        textAnchor="middle"
        fill="#fff"
        fontSize={text.length > 1 ? 24 : 28}
        fontWeight="700"
        fontFamily="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif"
      >
        {text}
      </text>
    </svg>
  );
}
