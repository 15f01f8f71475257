export const unlisted = (): string => 'missing from the root entry';
