/** The banner's picture, inline so the first paint needs no extra request. Decorative: the text says it all. */
export function HeroIllustration() {
  return (
    <svg
      viewBox="0 0 440 340"
      width="100%"
      height="100%"
      role="presentation"
      aria-hidden="true"
      focusable="false"
      style={{ maxWidth: 460 }}
    >
      <defs>
        <linearGradient id="hero-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#d0ebff" />
          <stop offset="1" stopColor="#e7f5ff" />
        </linearGradient>
        <linearGradient id="hero-roof" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#1c7ed6" />
          <stop offset="1" stopColor="#1864ab" />
        </linearGradient>
        <linearGradient id="hero-gold" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ffd43b" />
          <stop offset="1" stopColor="#f59f00" />
        </linearGradient>
      </defs>
      <circle cx="220" cy="170" r="160" fill="url(#hero-sky)" />
      <ellipse cx="220" cy="302" rx="170" ry="16" fill="#a5d8ff" opacity="0.6" />
      {/* building */}
      <rect x="110" y="150" width="200" height="150" rx="6" fill="#ffffff" stroke="#339af0" strokeWidth="3" />
      <path d="M96 158 L210 78 L324 158 Z" fill="url(#hero-roof)" />
      <rect x="190" y="220" width="44" height="80" rx="4" fill="#74c0fc" />
      <circle cx="226" cy="262" r="3" fill="#1864ab" />
      <rect x="130" y="180" width="44" height="40" rx="4" fill="#e7f5ff" stroke="#74c0fc" strokeWidth="2" />
      <rect x="246" y="180" width="44" height="40" rx="4" fill="#e7f5ff" stroke="#74c0fc" strokeWidth="2" />
      <path d="M152 180 V220 M130 200 H174 M268 180 V220 M246 200 H290" stroke="#74c0fc" strokeWidth="2" />
      {/* wrench */}
      <g transform="translate(330 112) rotate(35)">
        <rect x="-7" y="0" width="14" height="78" rx="7" fill="#495057" />
        <path d="M-20 -8 a20 20 0 1 0 40 0 l-10 0 l-4 10 h-12 l-4 -10 z" fill="#495057" />
      </g>
      {/* broom */}
      <g transform="translate(74 136) rotate(-18)">
        <rect x="-4" y="0" width="8" height="110" rx="4" fill="#e8590c" />
        <path d="M-22 108 h44 l8 44 h-60 z" fill="#ffa94d" />
        <path d="M-14 114 v34 M0 114 v34 M14 114 v34" stroke="#e8590c" strokeWidth="2" />
      </g>
      {/* golden badge */}
      <g transform="translate(318 236)">
        <circle r="34" fill="url(#hero-gold)" stroke="#ffffff" strokeWidth="5" />
        <path d="M-14 1 l9 10 l20 -22" fill="none" stroke="#ffffff" strokeWidth="7" strokeLinecap="round" strokeLinejoin="round" />
      </g>
      {/* stars */}
      <g fill="#fab005">
        <path d="M118 62 l5 10 11 2 -8 8 2 11 -10 -5 -10 5 2 -11 -8 -8 11 -2z" />
        <path d="M356 48 l4 8 9 1 -7 6 2 9 -8 -4 -8 4 2 -9 -7 -6 9 -1z" opacity="0.8" />
      </g>
    </svg>
  );
}
