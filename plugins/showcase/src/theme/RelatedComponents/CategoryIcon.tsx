import type {ReactNode} from 'react';

// One 24×24 stroke drawing per component category; unknown categories get the generic square.
const PATHS: Record<string, string> = {
  Actions: 'M9 4v9l2.5-2 2 5 2-1-2-5h3.5L9 4z',
  Forms: 'M4 6h16v4H4zM4 14h10v4H4zM17 16h3',
  Selection: 'M4 5h6v6H4zM5.5 8l1.5 1.5L9.5 6.5M4 15h6v6H4zM14 8h6M14 18h6',
  Pickers: 'M4 6h16v5H4zM16 8l1.5 1.5L19 8M4 13h16v7H4zM7 16.5h8',
  'Date and time': 'M4 6h16v14H4zM4 10h16M8 4v4M16 4v4M8 14h2M14 14h2M8 17h2',
  Navigation: 'M4 7h6l2 3h8v9H4zM4 7v12',
  Overlays: 'M4 9h11v11H4zM9 4h11v11',
  Feedback: 'M12 4a8 8 0 100 16 8 8 0 000-16zM12 8v5M12 16v.5',
  Layout: 'M4 4h16v16H4zM4 10h16M10 10v10',
  'Data display': 'M8 12a4 4 0 108 0 4 4 0 00-8 0zM4 20c1.5-3 4.5-4 8-4s6.5 1 8 4',
};
const FALLBACK = 'M5 5h14v14H5z';

export default function CategoryIcon({category}: {category: string}): ReactNode {
  return (
    <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
      <path
        d={PATHS[category] ?? FALLBACK}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.75"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
