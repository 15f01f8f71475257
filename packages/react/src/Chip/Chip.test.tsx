import {useState} from 'react';
import {render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {axe} from 'jest-axe';
import {Chip} from './Chip';

describe('Chip', () => {
  it('should render its text with default type, variant and size', () => {
    render(<Chip>Draft</Chip>);
    const chip = screen.getByText('Draft').closest('.ui-Chip');
    expect(chip).toHaveAttribute('data-type', 'default');
    expect(chip).toHaveAttribute('data-variant', 'soft');
    expect(chip).toHaveAttribute('data-size', 'md');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it.each(['default', 'accent', 'success', 'warning', 'danger'] as const)(
    'should expose the %s type as data-type',
    (type) => {
      render(<Chip type={type}>{type}</Chip>);
      expect(screen.getByText(type).closest('.ui-Chip')).toHaveAttribute('data-type', type);
    },
  );

  it('should offer a "Remove <label>" button that calls onDismiss', async () => {
    const user = userEvent.setup();
    const onDismiss = jest.fn();
    render(
      <Chip size="sm" onDismiss={onDismiss}>
        React
      </Chip>,
    );
    await user.click(screen.getByRole('button', {name: 'Remove React'}));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('should support removing chips from a list with the keyboard', async () => {
    const user = userEvent.setup();
    function Tags() {
      const [tags, setTags] = useState(['react', 'aria']);
      return (
        <div>
          {tags.map((tag) => (
            <Chip key={tag} onDismiss={() => setTags(tags.filter((t) => t !== tag))}>
              {tag}
            </Chip>
          ))}
        </div>
      );
    }
    render(<Tags />);
    await user.tab();
    expect(screen.getByRole('button', {name: 'Remove react'})).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.queryByText('react')).not.toBeInTheDocument();
    expect(screen.getByText('aria')).toBeInTheDocument();
  });

  it('should use dismissLabel when the content is not plain text', () => {
    render(
      <Chip dismissLabel="Remove filter: open" onDismiss={() => {}}>
        <strong>open</strong>
      </Chip>,
    );
    expect(screen.getByRole('button', {name: 'Remove filter: open'})).toBeInTheDocument();
  });

  it('should take the 1.x name color for type, and let type win', () => {
    render(
      <>
        <Chip color="warning">Pending</Chip>
        <Chip color="warning" type="success">
          Paid
        </Chip>
      </>,
    );
    expect(screen.getByText('Pending').closest('.ui-Chip')).toHaveAttribute('data-type', 'warning');
    expect(screen.getByText('Paid').closest('.ui-Chip')).toHaveAttribute('data-type', 'success');
  });

  it('should have no axe violations', async () => {
    const {container} = render(
      <div>
        <Chip type="success">Paid</Chip>
        <Chip type="danger" variant="solid" onDismiss={() => {}}>
          Overdue
        </Chip>
      </div>,
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});
