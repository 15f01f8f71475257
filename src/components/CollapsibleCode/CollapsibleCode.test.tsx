import {render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {axe} from 'jest-axe';
import CollapsibleCode from '.';

const lines = (count: number) =>
  Array.from({length: count}, (_, index) => `line ${index + 1}`).join('\n');

describe('CollapsibleCode', () => {
  it('should start collapsed when the code is long and toggle with exact labels and ARIA state', async () => {
    const user = userEvent.setup();
    render(
      <CollapsibleCode lineCount={40}>
        <pre>{lines(40)}</pre>
      </CollapsibleCode>,
    );
    const button = screen.getByRole('button', {name: 'Expand code'});
    expect(button).toHaveAttribute('aria-expanded', 'false');
    const region = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(region).toHaveStyle({maxHeight: '300px'});

    await user.click(button);
    expect(button).toHaveAccessibleName('Collapse code');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(region).not.toHaveStyle({maxHeight: '300px'});
  });

  it('should have no toggle for short code', () => {
    render(
      <CollapsibleCode lineCount={3}>
        <pre>{lines(3)}</pre>
      </CollapsibleCode>,
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('should expand when focus moves into collapsed code', async () => {
    const user = userEvent.setup();
    render(
      <CollapsibleCode lineCount={40}>
        <textarea aria-label="Code" defaultValue={lines(40)} />
      </CollapsibleCode>,
    );
    await user.tab();
    expect(screen.getByRole('textbox', {name: 'Code'})).toHaveFocus();
    expect(screen.getByRole('button', {name: 'Collapse code'})).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  describe('given a ResizeObserver that reports code with no layout', () => {
    const Original = globalThis.ResizeObserver;
    beforeEach(() => {
      // Reports at once, as Chromium does for an element that is not laid out.
      globalThis.ResizeObserver = class {
        constructor(private readonly report: ResizeObserverCallback) {}
        observe() {
          this.report([], this as unknown as ResizeObserver);
        }
        unobserve() {}
        disconnect() {}
      };
    });
    afterEach(() => {
      globalThis.ResizeObserver = Original;
    });

    it('should keep its toggle when rendered off the page, where nothing has a size', async () => {
      const user = userEvent.setup();
      // An island rendered ahead: its live element is not in the document until the swap.
      const offPage = document.createElement('div');
      render(
        <CollapsibleCode lineCount={40}>
          <pre>{lines(40)}</pre>
        </CollapsibleCode>,
        {container: offPage},
      );
      document.body.append(offPage);
      const button = screen.getByRole('button', {name: 'Expand code'});
      await user.click(button);
      expect(button).toHaveAttribute('aria-expanded', 'true');
      offPage.remove();
    });
  });

  it('should have no axe violations', async () => {
    const {container} = render(
      <CollapsibleCode lineCount={40}>
        <pre>{lines(40)}</pre>
      </CollapsibleCode>,
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});
