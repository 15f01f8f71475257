export * from './listed';
