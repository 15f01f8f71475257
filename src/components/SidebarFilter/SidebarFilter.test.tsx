import {act, render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {useState} from 'react';
import {hydrateRoot, type Root} from 'react-dom/client';
import {renderToString} from 'react-dom/server';
import SidebarFilter from '.';

function Filter({onChange}: {onChange: (value: string) => void}) {
  const [value, setValue] = useState('');
  return (
    <SidebarFilter
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
      matchCount={value === 'dark' ? 1 : 0}
    />
  );
}

describe('SidebarFilter', () => {
  it('filters by the text a reader typed into the server HTML before it hydrated', () => {
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(<Filter onChange={() => undefined} />);
    const box = screen.getByRole('searchbox', {name: 'Filter pages'});
    (box as HTMLInputElement).value = 'dark';
    const onChange = jest.fn();
    let root: Root | undefined;
    act(() => {
      root = hydrateRoot(container, <Filter onChange={onChange} />);
    });
    expect(onChange).toHaveBeenCalledWith('dark');
    expect(screen.getByRole('searchbox', {name: 'Filter pages'})).toHaveValue('dark');
    expect(screen.getByRole('status')).toHaveTextContent('1 page matches');
    act(() => root!.unmount());
    container.remove();
  });

  it('starts unfiltered when nothing was typed, and clears on Escape', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Filter onChange={onChange} />);
    expect(onChange).not.toHaveBeenCalled();
    const box = screen.getByRole('searchbox', {name: 'Filter pages'});
    await user.type(box, 'zz');
    expect(screen.getByText('No pages match')).toBeVisible();
    await user.keyboard('{Escape}');
    expect(box).toHaveValue('');
    expect(onChange).toHaveBeenLastCalledWith('');
  });
});
