export {Toolbar, ToolbarSeparator} from './Toolbar';
export type {ToolbarProps, ToolbarSeparatorProps} from './Toolbar';
