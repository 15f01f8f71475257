import {render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {axe} from 'jest-axe';
import {useState} from 'react';
import {renderToString} from 'react-dom/server';
import {SearchField} from './SearchField';

const searchbox = (name = 'Search') => screen.getByRole('searchbox', {name});
const field = (name = 'Search') => searchbox(name).closest('.ui-SearchField');
const clearButton = () => screen.queryByRole('button', {name: 'Clear search'});

describe('SearchField', () => {
  it('should support a label, a description and a placeholder on a search input', () => {
    render(
      <SearchField label="Search" description="Search all components." placeholder="Button" />,
    );
    expect(searchbox()).toHaveAttribute('type', 'search');
    expect(searchbox()).toHaveAccessibleDescription('Search all components.');
    expect(searchbox()).toHaveAttribute('placeholder', 'Button');
    expect(field()).toHaveAttribute('data-size', 'md');
  });

  it('should mark an empty field and show the clear button only while there is text', async () => {
    const user = userEvent.setup();
    render(<SearchField label="Search" />);
    expect(field()).toHaveAttribute('data-empty', 'true');
    expect(clearButton()).not.toBeInTheDocument();
    await user.type(searchbox(), 'tabs');
    expect(field()).not.toHaveAttribute('data-empty');
    expect(clearButton()).toBeInTheDocument();
  });

  it('should clear on Escape (the default of React Aria) and call onClear', async () => {
    const user = userEvent.setup();
    const onClear = jest.fn();
    const onChange = jest.fn();
    render(
      <SearchField label="Search" defaultValue="menu" onClear={onClear} onChange={onChange} />,
    );
    await user.tab();
    expect(searchbox()).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(searchbox()).toHaveValue('');
    expect(onClear).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenLastCalledWith('');
    expect(field()).toHaveAttribute('data-empty', 'true');
  });

  it('should clear with the clear button, which stays out of the tab order, and refocus the input', async () => {
    const user = userEvent.setup();
    render(<SearchField label="Search" defaultValue="dialog" />);
    expect(clearButton()).toHaveAttribute('tabindex', '-1');
    await user.click(clearButton()!);
    expect(searchbox()).toHaveValue('');
    expect(searchbox()).toHaveFocus();
    expect(clearButton()).not.toBeInTheDocument();
  });

  it('should call onSubmit with the value on Enter', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    render(<SearchField label="Search" onSubmit={onSubmit} />);
    await user.type(searchbox(), 'slider{Enter}');
    expect(onSubmit).toHaveBeenCalledWith('slider');
  });

  it('should support a controlled value', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [query, setQuery] = useState('');
      return (
        <>
          <SearchField label="Search" value={query} onChange={setQuery} />
          <p>Results for “{query}”</p>
        </>
      );
    }
    render(<Controlled />);
    await user.type(searchbox(), 'card');
    expect(screen.getByText('Results for “card”')).toBeInTheDocument();
    await user.click(clearButton()!);
    expect(screen.getByText('Results for “”')).toBeInTheDocument();
  });

  it('should support the disabled state', () => {
    render(<SearchField label="Search" isDisabled defaultValue="x" />);
    expect(searchbox()).toBeDisabled();
    expect(field()).toHaveAttribute('data-disabled', 'true');
    expect(clearButton()).toBeDisabled();
  });

  it('should support sizes, className and refs', () => {
    const ref = {current: null as HTMLDivElement | null};
    const inputRef = {current: null as HTMLInputElement | null};
    render(
      <SearchField aria-label="Find" size="lg" className="mine" ref={ref} inputRef={inputRef} />,
    );
    expect(ref.current).toHaveClass('ui-SearchField', 'mine');
    expect(ref.current).toHaveAttribute('data-size', 'lg');
    expect(inputRef.current).toBe(searchbox('Find'));
    expect(searchbox('Find')).toHaveAttribute('data-size', 'lg');
  });

  it('should generate matching ids when rendered on the server', () => {
    const html = renderToString(<SearchField label="Server" />);
    const inputId = /<input[^>]*id="([^"]+)"/.exec(html)?.[1];
    expect(inputId).toBeTruthy();
    expect(html).toContain(`for="${inputId}"`);
  });

  it('should have no axe violations', async () => {
    const {container} = render(
      <>
        <SearchField label="Search" description="Search the docs." defaultValue="tabs" />
        <SearchField aria-label="Filter" isDisabled />
      </>,
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});
