import {categories} from '../_playground/categories';
import {PlaygroundPage} from '../_playground/PlaygroundPage';

export default function PlaygroundDisplay() {
  return <PlaygroundPage category={categories.find((category) => category.id === 'display')!} />;
}
