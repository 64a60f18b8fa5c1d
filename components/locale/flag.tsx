type FlagCode = 'sk' | 'cs' | 'en' | 'CZ' | 'SK';

const stripes: Record<'SK' | 'CZ' | 'GB', React.ReactNode> = {
  SK: (
    <>
      <rect width="30" height="20" fill="#ee1c25" />
      <rect width="30" height="13.33" fill="#0b4ea2" />
      <rect width="30" height="6.67" fill="#fff" />
      <path d="M8 4.5h6v7c0 2-1.5 3.5-3 4-1.5-.5-3-2-3-4z" fill="#ee1c25" stroke="#fff" strokeWidth="0.8" />
    </>
  ),
  CZ: (
    <>
      <rect width="30" height="20" fill="#d7141a" />
      <rect width="30" height="10" fill="#fff" />
      <path d="M0 0l15 10L0 20z" fill="#11457e" />
    </>
  ),
  GB: (
    <>
      <rect width="30" height="20" fill="#012169" />
      <path d="M0 0l30 20M30 0L0 20" stroke="#fff" strokeWidth="4" />
      <path d="M0 0l30 20M30 0L0 20" stroke="#c8102e" strokeWidth="1.5" />
      <path d="M15 0v20M0 10h30" stroke="#fff" strokeWidth="6" />
      <path d="M15 0v20M0 10h30" stroke="#c8102e" strokeWidth="3.5" />
    </>
  ),
};

const countryOf: Record<FlagCode, keyof typeof stripes> = {
  sk: 'SK',
  SK: 'SK',
  cs: 'CZ',
  CZ: 'CZ',
  en: 'GB',
};

/** A small flag for a language or a country shop; decorative, the name is always written beside it. */
export function Flag({ code }: { code: FlagCode }) {
  return (
    <svg
      viewBox="0 0 30 20"
      width="24"
      height="16"
      aria-hidden="true"
      className="shrink-0 rounded-sm shadow-sm"
    >
      {stripes[countryOf[code]]}
    </svg>
  );
}
