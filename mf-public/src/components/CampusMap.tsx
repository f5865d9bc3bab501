import { SITE } from '@icast/content';

/** A drawn sketch map of Ibadan with both campuses: no third-party map can be embedded or reached from here. */
export function CampusMap() {
  const [elebu, elewura] = SITE.addresses;
  return (
    <svg
      viewBox="0 0 600 300"
      className="pub-map"
      role="img"
      aria-label={`Sketch map of Ibadan showing ${elebu?.label} near Oluyole Extension and ${elewura?.label} off Challenge`}
    >
      <rect width="600" height="300" fill="#EEF3E8" />
      <path d="M0 210C120 190 220 230 330 200S520 150 600 170" stroke="#9BC3E6" strokeWidth="14" fill="none" />
      <path d="M40 0L200 300M0 120L600 90M380 0L300 300M600 240L220 60" stroke="#fff" strokeWidth="10" />
      <path d="M40 0L200 300M0 120L600 90M380 0L300 300M600 240L220 60" stroke="#D6DCE6" strokeWidth="2" />
      <text x="410" y="80" fontSize="13" fill="#4A5565" fontFamily="sans-serif">
        Ring Road
      </text>
      <text x="20" y="112" fontSize="13" fill="#4A5565" fontFamily="sans-serif">
        Oluyole Extension
      </text>
      <g transform="translate(150 150)">
        <path d="M0 0c-14-18-20-28-20-38a20 20 0 0 1 40 0c0 10-6 20-20 38z" fill="#0B2A4A" />
        <circle cy="-38" r="7" fill="#F2B705" />
        <text x="26" y="-30" fontSize="16" fontWeight="700" fill="#0B2A4A" fontFamily="sans-serif">
          {elebu?.label}
        </text>
      </g>
      <g transform="translate(400 200)">
        <path d="M0 0c-14-18-20-28-20-38a20 20 0 0 1 40 0c0 10-6 20-20 38z" fill="#1F7A4D" />
        <circle cy="-38" r="7" fill="#F2B705" />
        <text x="26" y="-30" fontSize="16" fontWeight="700" fill="#1F7A4D" fontFamily="sans-serif">
          {elewura?.label}
        </text>
      </g>
      <text x="430" y="285" fontSize="12" fill="#4A5565" fontFamily="sans-serif">
        Not to scale · Ibadan, Oyo State
      </text>
    </svg>
  );
}
