import {createRef, type ReactElement, type RefObject} from 'react';
import {render} from '@testing-library/react';
import {Alert} from '../Alert';
import {Autocomplete} from '../Autocomplete';
import {Avatar} from '../Avatar';
import {Breadcrumb, Breadcrumbs} from '../Breadcrumbs';
import {Button, ToggleButton} from '../Button';
import {Calendar} from '../Calendar';
import {Card, CardContent, CardFooter, CardHeader, CardTitle} from '../Card';
import {Chip} from '../Chip';
import {DateField} from '../DateField';
import {DatePicker} from '../DatePicker';
import {DateRangePicker} from '../DateRangePicker';
import {CloseButton} from '../CloseButton';
import {
  ColorArea,
  ColorField,
  ColorPicker,
  ColorSlider,
  ColorSwatch,
  ColorSwatchPicker,
  ColorSwatchPickerItem,
} from '../ColorPicker';
import {Kbd} from '../Kbd';
import {Link} from '../Link';
import {ListBox, ListBoxItem} from '../ListBox';
import {Menu, MenuItem} from '../Menu';
import {Meter} from '../Meter';
import {Pagination} from '../Pagination';
import {NumberField} from '../NumberField';
import {ProgressBar} from '../ProgressBar';
import {RangeCalendar} from '../RangeCalendar';
import {SearchField} from '../SearchField';
import {Separator} from '../Separator';
import {Skeleton} from '../Skeleton';
import {Slider} from '../Slider';
import {Spinner} from '../Spinner';
import {Cell, Column, Row, Table, TableBody, TableHeader} from '../Table';
import {Tag, TagGroup} from '../TagGroup';
import {TimeField} from '../TimeField';
import {ToggleButtonGroup} from '../ToggleButtonGroup';
import {Toolbar} from '../Toolbar';

// React 19 passes `ref` as a prop: every core component must hand it to its root DOM element.
const cases: Array<[string, (ref: RefObject<never>) => ReactElement, string]> = [
  ['Button', (ref) => <Button ref={ref}>Go</Button>, 'BUTTON'],
  ['ToggleButton', (ref) => <ToggleButton ref={ref}>Pin</ToggleButton>, 'BUTTON'],
  ['CloseButton', (ref) => <CloseButton ref={ref} />, 'BUTTON'],
  [
    'ColorPicker',
    (ref) => (
      <ColorPicker ref={ref} defaultValue="#1d4ed8">
        <ColorSwatch />
      </ColorPicker>
    ),
    'DIV',
  ],
  ['ColorArea', (ref) => <ColorArea ref={ref} aria-label="Shade" />, 'DIV'],
  [
    'ColorSlider',
    (ref) => <ColorSlider ref={ref} channel="hue" defaultValue="hsl(220, 80%, 50%)" />,
    'DIV',
  ],
  ['ColorField', (ref) => <ColorField ref={ref} label="Hex" />, 'DIV'],
  ['ColorSwatch', (ref) => <ColorSwatch ref={ref} color="#1d4ed8" />, 'DIV'],
  [
    'ColorSwatchPicker',
    (ref) => (
      <ColorSwatchPicker ref={ref}>
        <ColorSwatchPickerItem color="#1d4ed8" />
      </ColorSwatchPicker>
    ),
    'DIV',
  ],
  [
    'ColorSwatchPickerItem',
    (ref) => (
      <ColorSwatchPicker>
        <ColorSwatchPickerItem ref={ref} color="#1d4ed8" />
      </ColorSwatchPicker>
    ),
    'DIV',
  ],
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
  ['Calendar', (ref) => <Calendar ref={ref} aria-label="Day" />, 'DIV'],
  ['RangeCalendar', (ref) => <RangeCalendar ref={ref} aria-label="Stay" />, 'DIV'],
  ['Card', (ref) => <Card ref={ref} />, 'DIV'],
  ['CardHeader', (ref) => <CardHeader ref={ref} />, 'DIV'],
  ['CardTitle', (ref) => <CardTitle ref={ref}>T</CardTitle>, 'H3'],
  ['CardContent', (ref) => <CardContent ref={ref} />, 'DIV'],
  ['CardFooter', (ref) => <CardFooter ref={ref} />, 'DIV'],
  ['Alert', (ref) => <Alert ref={ref} title="Hi" />, 'DIV'],
  [
    'Breadcrumbs',
    (ref) => (
      <Breadcrumbs ref={ref}>
        <Breadcrumb>Home</Breadcrumb>
      </Breadcrumbs>
    ),
    'NAV',
  ],
  [
    'ListBox',
    (ref) => (
      <ListBox ref={ref} aria-label="Fruit">
        <ListBoxItem>Apple</ListBoxItem>
      </ListBox>
    ),
    'DIV',
  ],
  ['Meter', (ref) => <Meter ref={ref} label="Storage" value={40} />, 'DIV'],
  ['NumberField', (ref) => <NumberField ref={ref} label="Seats" />, 'DIV'],
  ['DateField', (ref) => <DateField ref={ref} label="Arrival" />, 'DIV'],
  ['TimeField', (ref) => <TimeField ref={ref} label="Pickup" />, 'DIV'],
  ['DatePicker', (ref) => <DatePicker ref={ref} label="Check-in" />, 'DIV'],
  ['DateRangePicker', (ref) => <DateRangePicker ref={ref} label="Stay" />, 'DIV'],
  ['ProgressBar', (ref) => <ProgressBar ref={ref} label="Uploading" value={40} />, 'DIV'],
  ['SearchField', (ref) => <SearchField ref={ref} label="Search" />, 'DIV'],
  ['Slider', (ref) => <Slider ref={ref} label="Volume" />, 'DIV'],
  ['ToggleButtonGroup', (ref) => <ToggleButtonGroup ref={ref} aria-label="Align" />, 'DIV'],
  ['Toolbar', (ref) => <Toolbar ref={ref} aria-label="Format" />, 'DIV'],
  ['Pagination', (ref) => <Pagination ref={ref} total={5} />, 'NAV'],
  [
    'Table',
    (ref) => (
      <Table ref={ref} aria-label="Files">
        <TableHeader>
          <Column isRowHeader>Name</Column>
        </TableHeader>
        <TableBody>
          <Row>
            <Cell>a.txt</Cell>
          </Row>
        </TableBody>
      </Table>
    ),
    'TABLE',
  ],
  [
    'Autocomplete',
    (ref) => (
      <Autocomplete ref={ref}>
        <SearchField aria-label="Search commands" />
        <Menu aria-label="Commands">
          <MenuItem>Copy</MenuItem>
        </Menu>
      </Autocomplete>
    ),
    'DIV',
  ],
  [
    'TagGroup',
    (ref) => (
      <TagGroup ref={ref} aria-label="Labels">
        <Tag>bug</Tag>
      </TagGroup>
    ),
    'DIV',
  ],
];

describe.each(cases)('%s', (_name, element, tagName) => {
  it('should forward its ref to the root element', () => {
    const ref = createRef<HTMLElement>();
    render(element(ref as RefObject<never>));
    expect(ref.current?.tagName).toBe(tagName);
  });
});
