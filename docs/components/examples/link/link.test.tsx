import {render, screen} from '@testing-library/react';
import DisabledLink from './disabled';
import ExternalLink from './external';

describe('link examples', () => {
  it('should open the external link in a new tab and say so to assistive technology', () => {
    render(<ExternalLink />);
    const link = screen.getByRole('link', {name: 'ARIA Authoring Practices (opens in a new tab)'});
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('should mark the disabled link as disabled and keep the other one live', () => {
    render(<DisabledLink />);
    expect(screen.getByRole('link', {name: 'Previous page'})).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(screen.getByRole('link', {name: 'Next page'})).not.toHaveAttribute('aria-disabled');
  });
});
