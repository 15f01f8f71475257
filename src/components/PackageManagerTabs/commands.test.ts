import {PACKAGE_MANAGERS, installCommand, managersFor} from './commands';

describe('installCommand', () => {
  it('should key the managers cli, pnpm, npm, yarn, bun in that order', () => {
    expect(PACKAGE_MANAGERS).toEqual(['cli', 'pnpm', 'npm', 'yarn', 'bun']);
  });

  it.each([
    ['cli', 'npx tessera-ui@latest add button'],
    ['pnpm', 'pnpm add @tessera-ui/react'],
    ['npm', 'npm install @tessera-ui/react'],
    ['yarn', 'yarn add @tessera-ui/react'],
    ['bun', 'bun add @tessera-ui/react'],
  ] as const)('should give %s: %s', (manager, command) => {
    expect(installCommand(manager, 'button')).toBe(command);
  });

  it('should add extra packages to the package-manager commands only', () => {
    expect(installCommand('npm', 'button', ['react-aria-components'])).toBe(
      'npm install @tessera-ui/react react-aria-components',
    );
    expect(installCommand('cli', 'button', ['react-aria-components'])).toBe(
      'npx tessera-ui@latest add button',
    );
  });

  it('should pin the package to a version and offer no CLI when the page pins one', () => {
    expect(installCommand('pnpm', 'button', [], '2')).toBe('pnpm add @tessera-ui/react@2');
    expect(managersFor('2')).toEqual(['pnpm', 'npm', 'yarn', 'bun']);
    expect(managersFor()).toEqual(PACKAGE_MANAGERS);
  });
});
