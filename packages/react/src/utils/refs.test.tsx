import {createRef, type ReactElement, type RefObject} from 'react';
import {render} from '@testing-library/react';
import {Alert} from '../Alert';
import {Avatar} from '../Avatar';
import {Button, ToggleButton} from '../Button';
import {Card, CardContent, CardFooter, CardHeader, CardTitle} from '../Card';
import {Chip} from '../Chip';
import {CloseButton} from '../CloseButton';
import {Kbd} from '../Kbd';
import {Link} from '../Link';
import {Separator} from '../Separator';
import {Skeleton} from '../Skeleton';
import {Spinner} from '../Spinner';

// React 19 passes `ref` as a prop: every core component must hand it to its root DOM element.
const cases: Array<[string, (ref: RefObject<never>) => ReactElement, string]> = [
  ['Button', (ref) => <Button ref={ref}>Go</Button>, 'BUTTON'],
  ['ToggleButton', (ref) => <ToggleButton ref={ref}>Pin</ToggleButton>, 'BUTTON'],
  ['CloseButton', (ref) => <CloseButton ref={ref} />, 'BUTTON'],
  [
    'Link',
    (ref) => (
      <Link ref={ref} href="/x">
        X
      </Link>
    ),
    'A',
  ],
  ['Spinner', (ref) => <Spinner ref={ref} />, 'DIV'],
  ['Separator', (ref) => <Separator ref={ref} />, 'HR'],
  ['Kbd', (ref) => <Kbd ref={ref}>K</Kbd>, 'KBD'],
  ['Chip', (ref) => <Chip ref={ref}>New</Chip>, 'SPAN'],
  ['Avatar', (ref) => <Avatar ref={ref} name="Ada" />, 'SPAN'],
  ['Skeleton', (ref) => <Skeleton ref={ref} />, 'DIV'],
  ['Card', (ref) => <Card ref={ref} />, 'DIV'],
  ['CardHeader', (ref) => <CardHeader ref={ref} />, 'DIV'],
  ['CardTitle', (ref) => <CardTitle ref={ref}>T</CardTitle>, 'H3'],
  ['CardContent', (ref) => <CardContent ref={ref} />, 'DIV'],
  ['CardFooter', (ref) => <CardFooter ref={ref} />, 'DIV'],
  ['Alert', (ref) => <Alert ref={ref} title="Hi" />, 'DIV'],
];

describe.each(cases)('%s', (_name, element, tagName) => {
  it('should forward its ref to the root element', () => {
    const ref = createRef<HTMLElement>();
    render(element(ref as RefObject<never>));
    expect(ref.current?.tagName).toBe(tagName);
  });
});
