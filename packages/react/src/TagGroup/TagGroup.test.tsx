import {createRef, useState} from 'react';
import {render, screen, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {axe} from 'jest-axe';
import type {Selection} from 'react-aria-components';
import {renderToString} from 'react-dom/server';
import {Tag, TagGroup, type TagGroupProps} from './TagGroup';

const sampleTags = ['News', 'Travel', 'Gaming', 'Shopping'];

function Categories(props: Partial<TagGroupProps<object>>) {
  return (
    <>
      <button type="button">Before</button>
      <TagGroup label="Categories" {...props}>
        {sampleTags.map((tag) => (
          <Tag key={tag} id={tag.toLowerCase()}>
            {tag}
          </Tag>
        ))}
      </TagGroup>
      <button type="button">After</button>
    </>
  );
}

function RemovableTags({onRemove}: {onRemove?: (keys: Set<unknown>) => void}) {
  const [tags, setTags] = useState(['News', 'Travel', 'Gaming']);
  return (
    <TagGroup
      label="Interests"
      onRemove={(keys) => {
        onRemove?.(keys);
        setTags(tags.filter((tag) => !keys.has(tag)));
      }}
      renderEmptyState={() => 'No interests yet.'}
    >
      {tags.map((tag) => (
        <Tag key={tag} id={tag}>
          {tag}
        </Tag>
      ))}
    </TagGroup>
  );
}

const tag = (name: string) => screen.getByRole('row', {name});
// RAC passes its own Set subclass, so compare the keys.
const lastKeys = (fn: jest.Mock) => [...(fn.mock.lastCall![0] as Set<string>)];
const tagNames = () => screen.queryAllByRole('row').map((row) => row.textContent);

describe('TagGroup', () => {
  it('should render a grid named by its label, described by its description, with defaults', () => {
    render(<Categories description="Shown on your profile." />);
    const grid = screen.getByRole('grid', {name: 'Categories'});
    expect(grid).toHaveAccessibleDescription('Shown on your profile.');
    expect(within(grid).getAllByRole('row')).toHaveLength(4);
    const root = grid.closest('.ui-TagGroup');
    expect(root).toHaveAttribute('data-variant', 'soft');
    expect(root).toHaveAttribute('data-size', 'md');
    expect(root).not.toHaveAttribute('data-invalid');
    expect(tag('News')).toHaveClass('ui-Tag');
    expect(tag('News')).toHaveAttribute('data-type', 'default');
    expect(screen.queryByRole('button', {name: /Remove/})).not.toBeInTheDocument();
  });

  it('should expose variant, size and each tag type as data attributes', () => {
    render(
      <TagGroup aria-label="Status" variant="outline" size="sm">
        <Tag id="paid" type="success">
          Paid
        </Tag>
        <Tag id="late" type="danger">
          Late
        </Tag>
      </TagGroup>,
    );
    const root = screen.getByRole('grid', {name: 'Status'}).closest('.ui-TagGroup');
    expect(root).toHaveAttribute('data-variant', 'outline');
    expect(root).toHaveAttribute('data-size', 'sm');
    expect(tag('Paid')).toHaveAttribute('data-type', 'success');
    expect(tag('Late')).toHaveAttribute('data-type', 'danger');
  });

  it('should show the error message and link it only while isInvalid', () => {
    const {rerender} = render(
      <Categories description="Pick up to three." errorMessage="Choose at least one category." />,
    );
    const grid = screen.getByRole('grid', {name: 'Categories'});
    expect(screen.queryByText('Choose at least one category.')).not.toBeInTheDocument();
    expect(grid).toHaveAccessibleDescription('Pick up to three.');
    rerender(
      <Categories
        description="Pick up to three."
        errorMessage="Choose at least one category."
        isInvalid
      />,
    );
    expect(grid).toHaveAccessibleDescription('Pick up to three. Choose at least one category.');
    expect(grid.closest('.ui-TagGroup')).toHaveAttribute('data-invalid', 'true');
  });

  it('should be one tab stop whose arrow keys move between tags, wrapping, with Home and End', async () => {
    const user = userEvent.setup();
    render(<Categories />);
    await user.tab();
    await user.tab();
    expect(tag('News')).toHaveFocus();
    expect(tag('News')).toHaveAttribute('data-focus-visible', 'true');
    await user.keyboard('{ArrowRight}');
    expect(tag('Travel')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(tag('Gaming')).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowUp}');
    expect(tag('News')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(tag('Shopping')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(tag('News')).toHaveFocus();
    await user.keyboard('{End}');
    expect(tag('Shopping')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(tag('News')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', {name: 'After'})).toHaveFocus();
    // Back into the group: the tag that had focus, not the first.
    await user.click(tag('Gaming'));
    await user.tab();
    await user.tab({shift: true});
    expect(tag('Gaming')).toHaveFocus();
  });

  it('should skip disabled tags with the arrow keys and not select them', async () => {
    const user = userEvent.setup();
    const onSelectionChange = jest.fn();
    render(
      <Categories
        selectionMode="multiple"
        disabledKeys={['travel']}
        onSelectionChange={onSelectionChange}
      />,
    );
    expect(tag('Travel')).toHaveAttribute('aria-disabled', 'true');
    expect(tag('Travel')).toHaveAttribute('data-disabled', 'true');
    await user.click(tag('Travel'));
    expect(onSelectionChange).not.toHaveBeenCalled();
    await user.click(tag('News'));
    await user.keyboard('{ArrowRight}');
    expect(tag('Gaming')).toHaveFocus();
  });

  describe('given onRemove', () => {
    it('should give each tag a remove button named after it that calls onRemove', async () => {
      const user = userEvent.setup();
      const onRemove = jest.fn();
      render(<RemovableTags onRemove={onRemove} />);
      expect(tag('News')).toHaveAttribute('data-allows-removing', 'true');
      await user.click(screen.getByRole('button', {name: 'Remove Travel'}));
      expect(lastKeys(onRemove)).toEqual(['Travel']);
      expect(tagNames()).toEqual(['News', 'Gaming']);
    });

    it('should remove the focused tag with Delete or Backspace and focus its neighbour', async () => {
      const user = userEvent.setup();
      render(<RemovableTags />);
      await user.tab();
      await user.keyboard('{ArrowRight}');
      expect(tag('Travel')).toHaveFocus();
      expect(tag('Travel')).toHaveAccessibleDescription('Press Delete to remove tag.');
      await user.keyboard('{Delete}');
      expect(tagNames()).toEqual(['News', 'Gaming']);
      expect(tag('Gaming')).toHaveFocus();
      await user.keyboard('{Backspace}');
      expect(tagNames()).toEqual(['News']);
      expect(tag('News')).toHaveFocus();
    });

    it('should move Tab from a tag to its remove button, then out of the group', async () => {
      const user = userEvent.setup();
      render(
        <>
          <RemovableTags />
          <button type="button">After</button>
        </>,
      );
      await user.tab();
      expect(tag('News')).toHaveFocus();
      await user.tab();
      expect(screen.getByRole('button', {name: 'Remove News'})).toHaveFocus();
      await user.tab();
      expect(screen.getByRole('button', {name: 'After'})).toHaveFocus();
    });

    it('should remove a tag when Enter or Space presses its remove button', async () => {
      const user = userEvent.setup();
      render(<RemovableTags />);
      await user.tab();
      await user.tab();
      expect(screen.getByRole('button', {name: 'Remove News'})).toHaveFocus();
      await user.keyboard('{Enter}');
      expect(tagNames()).toEqual(['Travel', 'Gaming']);
      await user.tab();
      await user.keyboard(' ');
      expect(tagNames()).toEqual(['Gaming']);
    });

    it('should remove every selected tag when the focused one is selected', async () => {
      const user = userEvent.setup();
      const onRemove = jest.fn();
      render(<Categories selectionMode="multiple" onRemove={onRemove} />);
      await user.click(tag('News'));
      await user.click(tag('Gaming'));
      await user.keyboard('{Delete}');
      expect(lastKeys(onRemove)).toEqual(['news', 'gaming']);
      await user.keyboard('{ArrowLeft}{Backspace}');
      expect(lastKeys(onRemove)).toEqual(['travel']);
    });

    it('should show the empty state and keep focus on the group when the last tag goes', async () => {
      const user = userEvent.setup();
      render(<RemovableTags />);
      await user.tab();
      await user.keyboard('{Delete}{Delete}{Delete}');
      expect(screen.queryByRole('row')).not.toBeInTheDocument();
      const group = screen.getByRole('group', {name: 'Interests'});
      expect(group).toHaveTextContent('No interests yet.');
      expect(group).toHaveAttribute('data-empty', 'true');
      expect(group).toHaveFocus();
    });
  });

  describe('given selectionMode', () => {
    it('should select one tag at a time with a click, Space or Enter when single', async () => {
      const user = userEvent.setup();
      const onSelectionChange = jest.fn();
      render(<Categories selectionMode="single" onSelectionChange={onSelectionChange} />);
      await user.click(tag('Travel'));
      expect(lastKeys(onSelectionChange)).toEqual(['travel']);
      expect(tag('Travel')).toHaveAttribute('aria-selected', 'true');
      expect(tag('Travel')).toHaveAttribute('data-selected', 'true');
      expect(tag('Travel').querySelector('.ui-Tag-check')).toBeInTheDocument();
      await user.keyboard('{ArrowRight} ');
      expect(lastKeys(onSelectionChange)).toEqual(['gaming']);
      expect(tag('Travel')).toHaveAttribute('aria-selected', 'false');
      await user.keyboard('{ArrowRight}{Enter}');
      expect(lastKeys(onSelectionChange)).toEqual(['shopping']);
    });

    it('should toggle several tags when multiple, and clear them with Escape', async () => {
      const user = userEvent.setup();
      render(<Categories selectionMode="multiple" defaultSelectedKeys={['news']} />);
      expect(tag('News')).toHaveAttribute('aria-selected', 'true');
      await user.click(tag('Gaming'));
      expect(tag('News')).toHaveAttribute('aria-selected', 'true');
      expect(tag('Gaming')).toHaveAttribute('aria-selected', 'true');
      await user.keyboard(' ');
      expect(tag('Gaming')).toHaveAttribute('aria-selected', 'false');
      await user.keyboard('{Escape}');
      expect(screen.queryAllByRole('row', {selected: true})).toHaveLength(0);
      await user.keyboard('{Control>}a{/Control}');
      expect(screen.getAllByRole('row', {selected: true})).toHaveLength(4);
    });

    it('should follow selectedKeys when controlled', async () => {
      const user = userEvent.setup();
      function Controlled() {
        const [selected, setSelected] = useState<Selection>(new Set(['travel']));
        return (
          <>
            <Categories
              selectionMode="multiple"
              selectedKeys={selected}
              onSelectionChange={setSelected}
            />
            <p>Selected: {[...selected].join(', ')}</p>
          </>
        );
      }
      render(<Controlled />);
      expect(tag('Travel')).toHaveAttribute('aria-selected', 'true');
      await user.click(tag('Shopping'));
      expect(screen.getByText('Selected: travel, shopping')).toBeInTheDocument();
      await user.click(tag('Travel'));
      expect(screen.getByText('Selected: shopping')).toBeInTheDocument();
    });
  });

  it('should render tags from items and show renderEmptyState when there are none', () => {
    const {rerender} = render(
      <TagGroup aria-label="Labels" items={[{id: 1, name: 'bug'}]}>
        {(item) => <Tag>{item.name}</Tag>}
      </TagGroup>,
    );
    expect(tag('bug')).toBeInTheDocument();
    rerender(
      <TagGroup
        aria-label="Labels"
        items={[] as Array<{id: number; name: string}>}
        renderEmptyState={() => 'No labels'}
      >
        {(item) => <Tag>{item.name}</Tag>}
      </TagGroup>,
    );
    expect(screen.getByRole('group', {name: 'Labels'})).toHaveTextContent('No labels');
  });

  it('should forward its ref to the root and merge className', () => {
    const ref = createRef<HTMLDivElement>();
    const tagRef = createRef<HTMLDivElement>();
    render(
      <TagGroup ref={ref} aria-label="Labels" className="mine">
        <Tag ref={tagRef} className="tag">
          bug
        </Tag>
      </TagGroup>,
    );
    expect(ref.current).toHaveClass('ui-TagGroup', 'mine');
    expect(tagRef.current).toBe(tag('bug'));
    expect(tagRef.current).toHaveClass('ui-Tag', 'tag');
  });

  it('should render on the server with the label linked to the grid', () => {
    const html = renderToString(<Categories />);
    expect(html).toContain('role="grid"');
    expect(html).toContain('aria-labelledby=');
  });

  it('should have no axe violations', async () => {
    const {container} = render(
      <div>
        <Categories
          selectionMode="multiple"
          defaultSelectedKeys={['news']}
          disabledKeys={['gaming']}
          description="Pick any."
        />
        <RemovableTags />
      </div>,
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});
