import {render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {axe} from 'jest-axe';
import {useState} from 'react';
import type {Key} from 'react-aria-components';
import {Disclosure, DisclosurePanel, DisclosureTrigger} from '../Disclosure';
import {DisclosureGroup, type DisclosureGroupProps} from './DisclosureGroup';

function Items(props: Partial<DisclosureGroupProps>) {
  return (
    <DisclosureGroup {...props}>
      <Disclosure id="preview">
        <DisclosureTrigger>Preview</DisclosureTrigger>
        <DisclosurePanel>Preview the file before downloading.</DisclosurePanel>
      </Disclosure>
      <Disclosure id="download">
        <DisclosureTrigger>Download</DisclosureTrigger>
        <DisclosurePanel>Download the file as a PDF.</DisclosurePanel>
      </Disclosure>
    </DisclosureGroup>
  );
}

const button = (name: string) => screen.getByRole('button', {name});

describe('DisclosureGroup', () => {
  it('should keep one disclosure expanded at a time by default', async () => {
    const user = userEvent.setup();
    render(<Items />);
    await user.click(button('Preview'));
    expect(button('Preview')).toHaveAttribute('aria-expanded', 'true');
    await user.click(button('Download'));
    expect(button('Download')).toHaveAttribute('aria-expanded', 'true');
    expect(button('Preview')).toHaveAttribute('aria-expanded', 'false');
  });

  it('should allow several expanded with allowsMultipleExpanded', async () => {
    const user = userEvent.setup();
    render(<Items allowsMultipleExpanded />);
    await user.click(button('Preview'));
    await user.click(button('Download'));
    expect(button('Preview')).toHaveAttribute('aria-expanded', 'true');
    expect(button('Download')).toHaveAttribute('aria-expanded', 'true');
  });

  it('should expand defaultExpandedKeys and report changes as a Set of ids', async () => {
    const user = userEvent.setup();
    const onExpandedChange = jest.fn();
    render(<Items defaultExpandedKeys={['download']} onExpandedChange={onExpandedChange} />);
    expect(button('Download')).toHaveAttribute('aria-expanded', 'true');
    await user.click(button('Preview'));
    expect(onExpandedChange).toHaveBeenLastCalledWith(new Set(['preview']));
  });

  it('should support controlled expandedKeys', async () => {
    const user = userEvent.setup();
    const onExpandedChange = jest.fn();
    const {rerender} = render(<Items expandedKeys={[]} onExpandedChange={onExpandedChange} />);
    await user.click(button('Preview'));
    expect(onExpandedChange).toHaveBeenCalledWith(new Set(['preview']));
    expect(button('Preview')).toHaveAttribute('aria-expanded', 'false');
    rerender(<Items expandedKeys={['preview']} onExpandedChange={onExpandedChange} />);
    expect(button('Preview')).toHaveAttribute('aria-expanded', 'true');
  });

  it('should let previous/next buttons drive expansion and disable them at the ends', async () => {
    const user = userEvent.setup();
    const order = ['preview', 'download'];
    function Stepper() {
      const [expanded, setExpanded] = useState<Set<Key>>(new Set(['preview']));
      const index = order.findIndex((k) => expanded.has(k));
      const go = (step: number) => setExpanded(new Set([order[index + step]!]));
      return (
        <>
          <Items expandedKeys={expanded} onExpandedChange={setExpanded} />
          <button disabled={index <= 0} onClick={() => go(-1)}>
            Previous
          </button>
          <button disabled={index === order.length - 1} onClick={() => go(1)}>
            Next
          </button>
        </>
      );
    }
    render(<Stepper />);
    expect(button('Previous')).toBeDisabled();
    await user.click(button('Next'));
    expect(button('Download')).toHaveAttribute('aria-expanded', 'true');
    expect(button('Preview')).toHaveAttribute('aria-expanded', 'false');
    expect(button('Next')).toBeDisabled();
    await user.click(button('Previous'));
    expect(button('Preview')).toHaveAttribute('aria-expanded', 'true');
  });

  it('should disable every disclosure with isDisabled', async () => {
    const user = userEvent.setup();
    const {container} = render(<Items isDisabled />);
    expect(container.querySelector('.ui-DisclosureGroup')).toHaveAttribute('data-disabled', 'true');
    expect(button('Preview')).toBeDisabled();
    expect(button('Download')).toBeDisabled();
    await user.click(button('Preview'));
    expect(button('Preview')).toHaveAttribute('aria-expanded', 'false');
  });

  it('should merge class names', () => {
    const {container} = render(<Items className={({isDisabled}) => (isDisabled ? 'off' : 'on')} />);
    expect(container.querySelector('.ui-DisclosureGroup')).toHaveClass('on');
  });

  it('should have no axe violations', async () => {
    const {container} = render(<Items defaultExpandedKeys={['preview']} />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
