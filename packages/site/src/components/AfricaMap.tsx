/**
 * A simplified map of Africa marking Lagos (our home) and Abuja (where we began). Drawn inline,
 * so it costs no request. The city names come in the reader's language; they keep their places
 * on the map in a right-to-left page too.
 */
export function AfricaMap({
  label,
  abuja = 'Abuja',
  lagos = 'Lagos',
}: {
  label: string;
  abuja?: string;
  lagos?: string;
}) {
  return (
    <svg
      viewBox="-4 -4 106 114"
      role="img"
      aria-label={label}
      css={{ width: '100%', height: 'auto', maxWidth: 420, display: 'block', marginInline: 'auto' }}
    >
      <path
        d="M17.1 3.2L29.4 1.7L40.6 1.3L39.9 6.5L46.2 8.7L51.8 10.9L53.2 8L60.2 9L67.2 9.9L70.7 11.6L74.2 20.3L77.3 27.6L79.8 31.9L85.8 37L86.8 39.9L97 38L93.8 46.4L89.6 52.2L84 56.5L80.5 61.6L80.2 66.7L81.9 70.3L82.2 76.8L74.9 87L71.1 92.8L68.6 97.9L64.3 103.4L60.2 104.4L53.2 105.6L51 104.8L50.4 101.5L46.2 94.3L45.5 87.7L41.7 79.8L43.7 71L42.4 63.8L38.2 56.5L38.5 50L37.1 48.6L33.6 48.9L30 45.8L22.4 48.1L14.7 48.7L9.1 45.1L6.6 42L1.8 37.1L0.7 33.8L2.5 27L1.4 24.6L7 14.8L11.5 12.3L11.8 7.8L15.7 5.8Z"
        fill="#cfe6da"
        stroke="#0b6e4f"
        strokeWidth="0.8"
        strokeLinejoin="round"
      />
      <path
        d="M94.2 72.5L95.9 77.6L91.3 91.3L86.8 91.3L85.8 87L87.5 78.3L92.1 74.7Z"
        fill="#cfe6da"
        stroke="#0b6e4f"
        strokeWidth="0.8"
        strokeLinejoin="round"
      />
      <g
        fontSize="4.2"
        fontWeight="700"
        fill="#0b3d2e"
        fontFamily="system-ui, 'Noto Sans Arabic', sans-serif"
        direction="ltr"
      >
        <circle cx="35.7" cy="41.9" r="1.8" fill="#e0a100" stroke="#fff" strokeWidth="0.6" />
        <text x="38.5" y="40.5">
          {abuja}
        </text>
        <circle cx="30" cy="45.7" r="2.2" fill="#b42318" stroke="#fff" strokeWidth="0.6" />
        <text x="17" y="53">
          {lagos}
        </text>
      </g>
    </svg>
  );
}
