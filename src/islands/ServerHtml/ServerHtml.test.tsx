import {act, render, screen} from '@testing-library/react';
import {hydrateRoot, type Root} from 'react-dom/client';
import {renderToString} from 'react-dom/server';
import ServerHtml from '.';

function Table({onRender}: {onRender: () => void}) {
  onRender();
  return (
    <table>
      <tbody>
        <tr>
          <td>variant</td>
        </tr>
      </tbody>
    </table>
  );
}

describe('ServerHtml', () => {
  it('keeps the server nodes while hydrating and never renders its children', () => {
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(
      <ServerHtml className="props">
        <Table onRender={() => undefined} />
      </ServerHtml>,
    );
    const serverCell = screen.getByRole('cell', {name: 'variant'});
    const onRender = jest.fn();
    let root: Root | undefined;
    act(() => {
      root = hydrateRoot(
        container,
        <ServerHtml className="props">
          <Table onRender={onRender} />
        </ServerHtml>,
        {
          onRecoverableError: (error) => {
            throw error;
          },
        },
      );
    });
    expect(onRender).not.toHaveBeenCalled();
    expect(screen.getByRole('cell', {name: 'variant'})).toBe(serverCell);
    expect(container.firstElementChild).toHaveClass('props');
    act(() => root?.unmount());
    container.remove();
  });

  it('renders its children on a client-side render', () => {
    const onRender = jest.fn();
    render(
      <ServerHtml as="code">
        <Table onRender={onRender} />
      </ServerHtml>,
    );
    expect(onRender).toHaveBeenCalled();
    expect(screen.getByRole('cell', {name: 'variant'}).closest('code')).not.toBeNull();
  });
});
