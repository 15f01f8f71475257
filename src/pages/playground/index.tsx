import {PlaygroundIndex} from '../_playground/PlaygroundPage';

export default PlaygroundIndex;
