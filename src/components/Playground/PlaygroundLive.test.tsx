// The live playground in jsdom with the library's own components: controls by keyboard, the preview
// and the code following them, and axe over the whole.
import {render, screen, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {axe} from 'jest-axe';
import type {ReactNode} from 'react';
import * as Tessera from '@tessera-ui/react';
import PlaygroundLive from './PlaygroundLive';
import NumberControl from './controls/NumberControl';
import SelectControl from './controls/SelectControl';
import type {PlaygroundData} from './types';

jest.mock(
  '@docusaurus/ErrorBoundary',
  () => ({__esModule: true, default: ({children}: {children: ReactNode}) => children}),
  {virtual: true},
);

const button: PlaygroundData = {
  component: 'Button',
  props: [
    {
      name: 'variant',
      control: {kind: 'segmented', options: ['primary', 'secondary']},
      defaultValue: 'primary',
    },
    {name: 'isDisabled', control: {kind: 'switch'}},
    {name: 'size', control: {kind: 'select', options: ['sm', 'md', 'lg']}, defaultValue: 'md'},
  ],
  children: 'Publish post',
  template: ['Button', {}],
  imports: ['Button'],
};

const renderPlayground = (data: PlaygroundData = button) =>
  render(
    <PlaygroundLive
      data={JSON.stringify(data)}
      scope={Tessera}
      kinds={{select: SelectControl, number: NumberControl}}
    />,
  );

const code = () => screen.getByRole('textbox', {name: "Edit the Button playground's code"});
const preview = () => screen.getByTestId('playground-preview');

describe('PlaygroundLive', () => {
  it('should render the component at its starting values, and code without its defaults', () => {
    renderPlayground();
    expect(within(preview()).getByRole('button', {name: 'Publish post'})).toHaveAttribute(
      'data-variant',
      'primary',
    );
    expect(code()).toHaveTextContent('return <Button>Publish post</Button>;');
  });

  it('should support changing a segmented control and a switch by keyboard', async () => {
    const user = userEvent.setup();
    renderPlayground();
    const variants = screen.getByRole('radiogroup', {name: 'variant'});
    await user.click(within(variants).getByRole('radio', {name: 'primary'}));
    await user.keyboard('{ArrowRight}{Enter}');
    expect(within(variants).getByRole('radio', {name: 'secondary'})).toBeChecked();
    await user.tab();
    await user.keyboard(' ');
    expect(screen.getByRole('switch', {name: 'isDisabled'})).toBeChecked();
    const rendered = within(preview()).getByRole('button', {name: 'Publish post'});
    expect(rendered).toHaveAttribute('data-variant', 'secondary');
    expect(rendered).toBeDisabled();
    expect(code()).toHaveTextContent(
      '<Button variant="secondary" isDisabled>Publish post</Button>',
    );
  });

  it('should support a Select for a long union and a text field for the children', async () => {
    const user = userEvent.setup();
    renderPlayground();
    await user.click(screen.getByRole('button', {name: /size/}));
    await user.click(screen.getByRole('option', {name: 'lg'}));
    const children = screen.getByRole('textbox', {name: 'children'});
    await user.clear(children);
    await user.type(children, 'Save');
    expect(within(preview()).getByRole('button', {name: 'Save'})).toHaveAttribute(
      'data-size',
      'lg',
    );
    expect(code()).toHaveTextContent('<Button size="lg">Save</Button>');
  });

  it('should have no axe violations', async () => {
    const {container} = renderPlayground();
    expect(await axe(container)).toHaveNoViolations();
  });
});
