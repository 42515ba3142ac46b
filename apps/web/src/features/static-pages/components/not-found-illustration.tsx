/** A page with a magnifying glass and a 404: drawn inline so the not-found page needs no extra request. */
export function NotFoundIllustration({ title }: { title: string }) {
  return (
    <svg viewBox="0 0 320 220" width="100%" style={{ maxWidth: 320, height: 'auto' }} role="img" aria-label={title}>
      <title>{title}</title>
      <ellipse cx="160" cy="200" rx="120" ry="12" fill="var(--mantine-color-gray-2)" />
      <rect
        x="70"
        y="20"
        width="150"
        height="170"
        rx="14"
        fill="var(--mantine-color-white)"
        stroke="var(--mantine-color-blue-2)"
        strokeWidth="4"
      />
      <rect x="92" y="48" width="80" height="10" rx="5" fill="var(--mantine-color-blue-1)" />
      <rect x="92" y="70" width="106" height="8" rx="4" fill="var(--mantine-color-gray-2)" />
      <rect x="92" y="88" width="96" height="8" rx="4" fill="var(--mantine-color-gray-2)" />
      <rect x="92" y="106" width="60" height="8" rx="4" fill="var(--mantine-color-gray-2)" />
      <text
        x="145"
        y="160"
        textAnchor="middle"
        fontSize="34"
        fontWeight="800"
        fill="var(--mantine-color-blue-3)"
        fontFamily="system-ui, sans-serif"
      >
        404
      </text>
      <circle
        cx="218"
        cy="118"
        r="38"
        fill="var(--mantine-color-blue-0)"
        fillOpacity="0.75"
        stroke="var(--mantine-color-blue-6)"
        strokeWidth="8"
      />
      <path d="M246 146 L282 182" stroke="var(--mantine-color-blue-7)" strokeWidth="14" strokeLinecap="round" />
      <path d="M204 104 q14 -10 28 2" stroke="var(--mantine-color-white)" strokeWidth="5" fill="none" strokeLinecap="round" />
    </svg>
  );
}
