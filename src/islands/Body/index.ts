export {default as IslandBody, type IslandBodyProps} from './IslandBody';
export {interactive, AT_ONCE, whenNear, type IslandKind} from './kind';
