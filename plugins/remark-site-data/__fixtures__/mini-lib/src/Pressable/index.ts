export {Pressable, PressableGroup} from './Pressable';
