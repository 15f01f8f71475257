export {default as IslandBody, type IslandBodyProps} from './IslandBody';
export {interactive, AT_ONCE, type IslandKind} from './kind';
