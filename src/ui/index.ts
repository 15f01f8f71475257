// Tessera UI public entry point: every component and its prop types.
export * from './Label';
export * from './Description';
export * from './FieldError';
export * from './Input';
export * from './TextField';
export * from './TextArea';
export * from './Checkbox';
export * from './Button';
export * from './CloseButton';
export * from './Spinner';
export * from './Link';
export * from './Kbd';
export * from './Separator';
