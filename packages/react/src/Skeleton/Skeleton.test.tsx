import {render} from '@testing-library/react';
import {axe} from 'jest-axe';
import {Skeleton} from './Skeleton';

describe('Skeleton', () => {
  it('should render an animated line hidden from assistive tech', () => {
    const {container} = render(<Skeleton />);
    const skeleton = container.firstElementChild!;
    expect(skeleton).toHaveClass('ui-Skeleton');
    expect(skeleton).toHaveAttribute('aria-hidden', 'true');
    expect(skeleton).toHaveAttribute('data-shape', 'line');
    expect(skeleton).toHaveAttribute('data-animated', 'true');
  });

  it('should support circle and block shapes with sizes', () => {
    const {container} = render(
      <>
        <Skeleton shape="circle" height={48} />
        <Skeleton shape="block" width="20rem" height="10rem" isAnimated={false} />
      </>,
    );
    const [circle, block] = Array.from(container.children) as HTMLElement[];
    expect(circle).toHaveAttribute('data-shape', 'circle');
    expect(circle!.style.height).toBe('48px');
    expect(block).toHaveAttribute('data-shape', 'block');
    expect(block!.style.width).toBe('20rem');
    expect(block).not.toHaveAttribute('data-animated');
  });

  it('should draw a paragraph of lines, the last one shorter', () => {
    const {container} = render(<Skeleton lines={3} />);
    const group = container.firstElementChild!;
    expect(group).toHaveAttribute('aria-hidden', 'true');
    const lines = group.querySelectorAll('.ui-Skeleton');
    expect(lines).toHaveLength(3);
    expect((lines[2] as HTMLElement).style.width).toBe('70%');
  });

  it('should have no axe violations', async () => {
    const {container} = render(
      <div aria-busy="true">
        <Skeleton shape="circle" />
        <Skeleton lines={2} />
      </div>,
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});
