import type {SVGProps} from 'react';

// The site's own frame for demo icons (the library keeps its icons private): a 24px stroke grid at
// 1em, decorative, so hidden from assistive technology.
const frame: SVGProps<SVGSVGElement> = {
  viewBox: '0 0 24 24',
  width: '1em',
  height: '1em',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
  focusable: false,
};

export function Svg(props: SVGProps<SVGSVGElement>) {
  return <svg {...frame} {...props} />;
}
