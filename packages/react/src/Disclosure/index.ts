export {Disclosure, DisclosurePanel, DisclosureTrigger} from './Disclosure';
export type {DisclosurePanelProps, DisclosureProps, DisclosureTriggerProps} from './Disclosure';
