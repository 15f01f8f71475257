import {render, screen} from '@testing-library/react';
import {axe} from 'jest-axe';
import {Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle} from './Card';

function LoginCard() {
  return (
    <Card aria-labelledby="login-title" role="region" variant="elevated">
      <CardHeader>
        <CardTitle id="login-title" level={2}>
          Sign in
        </CardTitle>
        <CardDescription>Use your work email.</CardDescription>
      </CardHeader>
      <CardContent>
        <label>
          Email <input type="email" />
        </label>
      </CardContent>
      <CardFooter>
        <button type="submit">Continue</button>
      </CardFooter>
    </Card>
  );
}

describe('Card', () => {
  it('should compose header, title, description, content and footer', () => {
    render(<LoginCard />);
    const card = screen.getByRole('region', {name: 'Sign in'});
    expect(card).toHaveClass('ui-Card');
    expect(card).toHaveAttribute('data-variant', 'elevated');
    expect(card).toHaveAttribute('data-size', 'md');
    expect(screen.getByRole('heading', {level: 2, name: 'Sign in'})).toHaveClass('ui-CardTitle');
    expect(screen.getByText('Use your work email.')).toHaveClass('ui-CardDescription');
    expect(screen.getByRole('textbox', {name: 'Email'})).toBeInTheDocument();
    expect(screen.getByRole('button', {name: 'Continue'}).parentElement).toHaveClass(
      'ui-CardFooter',
    );
  });

  it('should default to an outline card with an h3 title', () => {
    render(
      <Card className="mine">
        <CardHeader>
          <CardTitle>Plan</CardTitle>
        </CardHeader>
      </Card>,
    );
    expect(
      screen.getByRole('heading', {level: 3, name: 'Plan'}).closest('.ui-Card'),
    ).toHaveAttribute('data-variant', 'outline');
    expect(screen.getByRole('heading', {name: 'Plan'}).closest('.ui-Card')).toHaveClass('mine');
  });

  it.each(['outline', 'elevated', 'filled', 'ghost'] as const)(
    'should expose the %s variant',
    (variant) => {
      render(<Card variant={variant}>x</Card>);
      expect(screen.getByText('x')).toHaveAttribute('data-variant', variant);
    },
  );

  it('should have no axe violations', async () => {
    const {container} = render(<LoginCard />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
