import type { ReactNode } from 'react';

/**
 * Drawn pictures instead of photographs: the site ships no photos and may load nothing from other hosts.
 * An image key (`gallery/sports/football`) picks a scene by its words, and a palette by its hash, so the
 * same key always looks the same and neighbouring cards differ.
 */
export type Scene = 'building' | 'sports' | 'science' | 'books' | 'computer' | 'arts' | 'trip' | 'celebration' | 'care';

const SCENE_WORDS: Array<[Scene, RegExp]> = [
  ['computer', /coding|ict|computer|app|power|surveillance|technical/],
  ['science', /science|chemistry|lab|physics|biology|clinic|mathematics|math/],
  ['sports', /sport|football|relay|taekwondo|athlet|games|play|mini-olympics|field/],
  [
    'books',
    /book|library|reading|literacy|english|literature|language|writing|spelling|quiz|debate|notice|admission|government|civic|economics/,
  ],
  ['arts', /art|music|choir|paint|craft|creativ|cultural|drama/],
  ['trip', /trip|excursion|zoo|tower|factory|heritage|visit/],
  ['celebration', /event|celebrat|prize|graduat|day|independence|concert/],
  ['care', /kindergarten|daycare|nursery|story|sand|toys|rooms|dining|counting/],
];

const PALETTES = [
  { sky: '#DCEBFA', ground: '#8CC084', main: '#0B2A4A', accent: '#F2B705' },
  { sky: '#FDEFD8', ground: '#E0B872', main: '#1F7A4D', accent: '#B3261E' },
  { sky: '#E8E4F7', ground: '#9BB7D4', main: '#6D28D9', accent: '#F2B705' },
  { sky: '#E3F4EC', ground: '#6FAF7A', main: '#123C66', accent: '#E76F51' },
];

export function sceneFor(key: string): Scene {
  return SCENE_WORDS.find(([, words]) => words.test(key))?.[0] ?? 'building';
}

function hash(text: string): number {
  let value = 7;
  for (const char of text) value = (value * 31 + char.charCodeAt(0)) >>> 0;
  return value;
}

function sceneShapes(scene: Scene, main: string, accent: string): ReactNode {
  switch (scene) {
    case 'sports':
      return (
        <>
          <rect x="30" y="120" width="340" height="8" fill="#fff" opacity="0.8" />
          <circle cx="200" cy="95" r="34" fill="#fff" stroke={main} strokeWidth="5" />
          <path d="M200 70l16 12-6 19h-20l-6-19z" fill={main} />
          <rect x="40" y="55" width="8" height="70" fill={main} />
          <rect x="40" y="55" width="60" height="8" fill={main} />
          <path d="M300 40l40 20-40 20z" fill={accent} />
          <rect x="296" y="40" width="6" height="88" fill={main} />
        </>
      );
    case 'science':
      return (
        <>
          <path d="M170 30h60v10h-8v40l40 60H138l40-60V40h-8z" fill="#fff" stroke={main} strokeWidth="5" />
          <path d="M152 120l28-36h40l28 36z" fill={accent} opacity="0.85" />
          <circle cx="190" cy="108" r="6" fill="#fff" />
          <circle cx="212" cy="98" r="4" fill="#fff" />
          <circle cx="90" cy="70" r="22" fill="none" stroke={main} strokeWidth="4" />
          <circle cx="90" cy="70" r="6" fill={accent} />
          <ellipse cx="90" cy="70" rx="40" ry="12" fill="none" stroke={main} strokeWidth="3" />
        </>
      );
    case 'books':
      return (
        <>
          <rect x="110" y="60" width="40" height="80" rx="3" fill={main} />
          <rect x="155" y="50" width="34" height="90" rx="3" fill={accent} />
          <rect x="194" y="66" width="44" height="74" rx="3" fill="#fff" stroke={main} strokeWidth="4" />
          <rect x="244" y="56" width="30" height="84" rx="3" fill={main} opacity="0.7" />
          <rect x="100" y="140" width="190" height="8" fill={main} />
        </>
      );
    case 'computer':
      return (
        <>
          <rect x="120" y="40" width="160" height="96" rx="8" fill={main} />
          <rect x="132" y="52" width="136" height="72" rx="4" fill="#fff" />
          <path
            d="M150 76l-12 12 12 12M250 76l12 12-12 12M190 104l20-32"
            stroke={accent}
            strokeWidth="6"
            fill="none"
            strokeLinecap="round"
          />
          <rect x="100" y="136" width="200" height="12" rx="6" fill={main} opacity="0.8" />
        </>
      );
    case 'arts':
      return (
        <>
          <path
            d="M200 40c-50 0-80 30-80 60 0 25 25 40 50 32 12-4 18 6 16 14-2 10 8 14 20 14 45 0 74-30 74-62s-30-58-80-58z"
            fill="#fff"
            stroke={main}
            strokeWidth="5"
          />
          <circle cx="165" cy="80" r="10" fill={accent} />
          <circle cx="200" cy="64" r="10" fill={main} />
          <circle cx="238" cy="80" r="10" fill="#1F7A4D" />
          <circle cx="248" cy="115" r="10" fill="#B3261E" />
          <path d="M310 50v60a14 14 0 1 1-8-12V60l30-8v46a14 14 0 1 1-8-12V58z" fill={main} />
        </>
      );
    case 'trip':
      return (
        <>
          <rect x="110" y="70" width="180" height="60" rx="12" fill={accent} />
          <rect x="124" y="82" width="30" height="22" rx="3" fill="#fff" />
          <rect x="162" y="82" width="30" height="22" rx="3" fill="#fff" />
          <rect x="200" y="82" width="30" height="22" rx="3" fill="#fff" />
          <rect x="242" y="82" width="34" height="30" rx="3" fill="#fff" />
          <circle cx="150" cy="134" r="14" fill={main} />
          <circle cx="252" cy="134" r="14" fill={main} />
          <path d="M40 130l30-60 30 60z" fill="#1F7A4D" />
          <path d="M320 130l25-50 25 50z" fill="#1F7A4D" />
        </>
      );
    case 'celebration':
      return (
        <>
          <path d="M140 70l60-25 60 25-60 25z" fill={main} />
          <path d="M170 82v26c20 12 40 12 60 0V82l-30 13z" fill={main} opacity="0.85" />
          <path d="M256 72v34" stroke={accent} strokeWidth="4" />
          <circle cx="256" cy="110" r="6" fill={accent} />
          {[60, 100, 300, 340, 90, 320].map((x, index) => (
            <rect
              key={x}
              x={x}
              y={30 + (index % 3) * 30}
              width="10"
              height="10"
              transform={`rotate(30 ${x} 40)`}
              fill={index % 2 ? accent : main}
            />
          ))}
        </>
      );
    case 'care':
      return (
        <>
          <rect x="120" y="96" width="40" height="40" fill={accent} />
          <rect x="160" y="96" width="40" height="40" fill={main} />
          <rect x="140" y="56" width="40" height="40" fill="#1F7A4D" />
          <text x="140" y="126" fontSize="26" fontWeight="700" fill="#fff" fontFamily="sans-serif">
            A
          </text>
          <text x="172" y="126" fontSize="26" fontWeight="700" fill="#fff" fontFamily="sans-serif">
            B
          </text>
          <text x="151" y="86" fontSize="26" fontWeight="700" fill="#fff" fontFamily="sans-serif">
            C
          </text>
          <circle cx="270" cy="80" r="26" fill="#fff" stroke={main} strokeWidth="4" />
          <path d="M262 76h1M278 76h1M260 88c6 6 14 6 20 0" stroke={main} strokeWidth="4" strokeLinecap="round" />
        </>
      );
    default:
      return (
        <>
          <rect x="90" y="70" width="220" height="70" fill="#fff" stroke={main} strokeWidth="4" />
          <path d="M80 72l120-45 120 45z" fill={main} />
          <rect x="185" y="100" width="30" height="40" fill={accent} />
          {[110, 145, 235, 270].map((x) => (
            <rect key={x} x={x} y="86" width="22" height="18" fill="#9BC3E6" stroke={main} strokeWidth="2" />
          ))}
          <rect x="198" y="10" width="3" height="22" fill={main} />
          <path d="M201 10h18l-4 6 4 6h-18z" fill="#1F7A4D" />
        </>
      );
  }
}

export interface IllustrationProps {
  imageKey: string;
  /** What the picture shows, for screen readers; omit for a decorative picture beside its own caption. */
  label?: string;
  className?: string;
}

export function Illustration({ imageKey, label, className }: IllustrationProps) {
  const palette = PALETTES[hash(imageKey) % PALETTES.length] ?? PALETTES[0]!;
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  return (
    <svg
      viewBox="0 0 400 160"
      className={['pub-illustration', className].filter(Boolean).join(' ')}
      data-scene={sceneFor(imageKey)}
      preserveAspectRatio="xMidYMid slice"
      {...a11y}
    >
      <rect width="400" height="160" fill={palette.sky} />
      <circle cx="350" cy="30" r="16" fill={palette.accent} opacity="0.6" />
      <rect y="140" width="400" height="20" fill={palette.ground} />
      {sceneShapes(sceneFor(imageKey), palette.main, palette.accent)}
    </svg>
  );
}
