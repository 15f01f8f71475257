import {render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import SkeletonLoading from './loading';

// user-event drives RAC fields through full press/focus sequences, slow on a busy 2-core machine.
jest.setTimeout(20_000);
describe('skeleton examples', () => {
  it('should swap the placeholders for the article when loading ends', async () => {
    const user = userEvent.setup();
    const {container} = render(<SkeletonLoading />);
    const region = screen.getByRole('region', {name: 'Latest article'});
    expect(region).toHaveAttribute('aria-busy', 'true');
    expect(container.querySelectorAll('.ui-Skeleton')).toHaveLength(4);

    await user.click(screen.getByRole('switch', {name: 'Loading'}));
    expect(region).toHaveAttribute('aria-busy', 'false');
    expect(container.querySelector('.ui-Skeleton')).toBeNull();
    expect(region).toHaveTextContent('Designing for keyboard users');
  });
});
