import {act, render, screen} from '@testing-library/react';
import {renderToString} from 'react-dom/server';
import {axe} from 'jest-axe';
import {Avatar} from './Avatar';
import {initials} from './initials';

/** jsdom never loads images: drive the load/error events of the off-screen Image ourselves. */
const images: HTMLImageElement[] = [];
const RealImage = window.Image;
beforeEach(() => {
  images.length = 0;
  window.Image = class extends RealImage {
    constructor() {
      super();
      images.push(this);
    }
  } as typeof Image;
});
afterEach(() => {
  window.Image = RealImage;
  jest.useRealTimers();
});

describe('Avatar', () => {
  it('should show initials named by the person when there is no image', () => {
    render(<Avatar name="Ada Lovelace" />);
    const avatar = screen.getByRole('img', {name: 'Ada Lovelace'});
    expect(avatar).toHaveTextContent('AL');
    expect(avatar).toHaveAttribute('data-size', 'md');
  });

  it('should show the image once it has loaded', () => {
    render(<Avatar src="/ada.png" name="Ada Lovelace" />);
    expect(screen.queryByRole('img', {name: 'Ada Lovelace'})).toHaveTextContent('AL');
    act(() => images[0]!.onload!(new Event('load')));
    const img = screen.getByRole('img', {name: 'Ada Lovelace'});
    expect(img.tagName).toBe('IMG');
    expect(img).toHaveAttribute('src', '/ada.png');
  });

  it('should fall back to initials when the image fails', () => {
    render(<Avatar src="/missing.png" name="Grace Hopper" fallbackDelay={5000} />);
    act(() => images[0]!.onerror!(new Event('error')));
    expect(screen.getByRole('img', {name: 'Grace Hopper'})).toHaveTextContent('GH');
  });

  it('should wait fallbackDelay ms before showing the fallback', () => {
    jest.useFakeTimers();
    render(<Avatar src="/slow.png" name="Alan Turing" fallbackDelay={600} />);
    expect(screen.getByRole('img', {name: 'Alan Turing'})).toHaveTextContent('');
    act(() => jest.advanceTimersByTime(599));
    expect(screen.getByRole('img', {name: 'Alan Turing'})).toHaveTextContent('');
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('img', {name: 'Alan Turing'})).toHaveTextContent('AT');
  });

  it('should show a user icon when there is neither image nor name', () => {
    const {container} = render(<Avatar alt="Guest" size="lg" />);
    const avatar = screen.getByRole('img', {name: 'Guest'});
    expect(avatar).toHaveAttribute('data-size', 'lg');
    expect(container.querySelector('svg')).toBeInTheDocument();
  });

  it('should be hidden from assistive tech when alt is empty', () => {
    const {container} = render(<Avatar name="Ada Lovelace" alt="" />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });

  it.each([
    ['Ada Lovelace', 'AL'],
    ['  cher ', 'C'],
    ['Jean Paul Sartre', 'JS'],
    ['👩🏽‍💻 Ada', '👩🏽‍💻A'],
    ['Ada 🇫🇷', 'A🇫🇷'],
    ['e\u0301mile zola', 'E\u0301Z'],
  ])('should turn %j into initials %s', (name, expected) => {
    expect(initials(name)).toBe(expected);
  });

  it('should keep an emoji whole where Intl.Segmenter is missing', () => {
    const {Segmenter} = Intl;
    Reflect.deleteProperty(Intl, 'Segmenter');
    try {
      jest.isolateModules(() => {
        // eslint-disable-next-line @typescript-eslint/no-require-imports
        const isolated = require('./initials') as typeof import('./initials');
        expect(isolated.initials('😀 Ada')).toBe('😀A');
      });
    } finally {
      Object.assign(Intl, {Segmenter});
    }
  });

  it('should render the fallback on the server, where no image can load', () => {
    const html = renderToString(<Avatar src="/ada.png" name="Ada Lovelace" />);
    expect(html).toContain('aria-label="Ada Lovelace"');
    expect(html).toContain('AL');
    expect(html).not.toContain('<img');
  });

  it('should have no axe violations', async () => {
    const {container} = render(
      <div>
        <Avatar name="Ada Lovelace" />
        <Avatar alt="Guest" />
      </div>,
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});
