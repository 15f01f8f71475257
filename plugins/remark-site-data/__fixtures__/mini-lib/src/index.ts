export * from './Plain';
export * from './Pressable';
