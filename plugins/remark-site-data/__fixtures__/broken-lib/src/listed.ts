export const listed = (): string => 'in the root entry';
