export {composeClassName} from './composeClassName';
export type {ClassNameProp} from './composeClassName';
export {useIsClient} from './useIsClient';
export {
  CheckIcon,
  ChevronIcon,
  CloseIcon,
  ExternalIcon,
  InfoIcon,
  SuccessIcon,
  WarningIcon,
  DangerIcon,
  UserIcon,
} from './icons';
