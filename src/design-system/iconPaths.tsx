import type { ReactElement } from 'react';

/**
 * The icon set: 24 × 24 line drawings on a 2 px stroke (set on the <svg>), so every icon
 * takes its colour from `currentColor`. Filled marks say so with their own fill.
 */
export const ICON_PATHS = {
  home: <path d="M3.5 10.5 12 3.5l8.5 7V20a1 1 0 0 1-1 1H15v-6H9v6H4.5a1 1 0 0 1-1-1z" />,
  pay: <><rect x="2.5" y="5.5" width="19" height="13" rx="2" /><path d="M2.5 10h19M6.5 15h4" /></>,
  transfer: <path d="M4 8h15m-4-4 4 4-4 4M20 16H5m4-4-4 4 4 4" />,
  payees: <><circle cx="9" cy="8" r="3.5" /><path d="M2.5 20a6.5 6.5 0 0 1 13 0M16 4.8a3.5 3.5 0 0 1 0 6.4M18.5 14.2A6.5 6.5 0 0 1 21.5 20" /></>,
  apply: <><path d="M14 3H6.5a1 1 0 0 0-1 1v16a1 1 0 0 0 1 1h11a1 1 0 0 0 1-1V7.5z" /><path d="M14 3v4.5h4.5M12 11v6M9 14h6" /></>,
  settings: <><path d="M4 6.5h9M17 6.5h3M4 12h3M11 12h9M4 17.5h11M19 17.5h1" /><circle cx="15" cy="6.5" r="2" /><circle cx="9" cy="12" r="2" /><circle cx="17" cy="17.5" r="2" /></>,
  messages: <><rect x="2.5" y="5" width="19" height="14" rx="2" /><path d="m3 6.5 9 6.5 9-6.5" /></>,
  menu: <path d="M3.5 6.5h17M3.5 12h17M3.5 17.5h17" />,
  close: <path d="M6 6l12 12M18 6 6 18" />,
  chevron: <path d="m6 9 6 6 6-6" />,
  info: <><circle cx="12" cy="12" r="9.5" /><path d="M12 11v6" /><circle cx="12" cy="7.5" r="1.2" fill="currentColor" stroke="none" /></>,
  success: <><circle cx="12" cy="12" r="9.5" /><path d="m7.5 12.5 3 3 6-6.5" /></>,
  warning: <><path d="M10.3 4.2 2.6 18a2 2 0 0 0 1.7 3h15.4a2 2 0 0 0 1.7-3L13.7 4.2a2 2 0 0 0-3.4 0z" /><path d="M12 9.5v4.5" /><circle cx="12" cy="17.3" r="1.2" fill="currentColor" stroke="none" /></>,
  error: <><circle cx="12" cy="12" r="9.5" /><path d="m8.5 8.5 7 7m0-7-7 7" /></>,
  external: <path d="M14 3.5h6.5V10M20.5 3.5 11 13M18 14v5.5a1 1 0 0 1-1 1H4.5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1H10" />,
  more: <><circle cx="5" cy="12" r="1.6" fill="currentColor" stroke="none" /><circle cx="12" cy="12" r="1.6" fill="currentColor" stroke="none" /><circle cx="19" cy="12" r="1.6" fill="currentColor" stroke="none" /></>,
  help: <><circle cx="12" cy="12" r="9.5" /><path d="M9.5 9.3a2.6 2.6 0 0 1 5 .9c0 1.8-2.5 2.3-2.5 4" /><circle cx="12" cy="17.3" r="1.2" fill="currentColor" stroke="none" /></>,
  shield: <path d="M12 3 4.5 6v5.5c0 4.6 3.2 8.3 7.5 9.5 4.3-1.2 7.5-4.9 7.5-9.5V6z" />,
  sprout: <path d="M12 21v-9m0 0C12 7.5 9 5 4.5 5 4.5 9.5 7.5 12 12 12zm0 0c0-3.5 2.5-6 7.5-6 0 4-3 6-7.5 6z" />,
  calendar: <><rect x="3.5" y="5" width="17" height="15.5" rx="2" /><path d="M3.5 10h17M8 3v4M16 3v4" /></>,
  repeat: <path d="M17 3.5 20.5 7 17 10.5M20.5 7H8a4.5 4.5 0 0 0-4.5 4.5M7 20.5 3.5 17 7 13.5M3.5 17H16a4.5 4.5 0 0 0 4.5-4.5" />,
  'chevron-right': <path d="m9 6 6 6-6 6" />,
} satisfies Record<string, ReactElement>;

export type IconName = keyof typeof ICON_PATHS;
