export {Kbd} from './Kbd';
export type {KbdProps} from './Kbd';
export type {Platform as KbdPlatform} from './keys';
