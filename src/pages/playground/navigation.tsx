import {categories} from '../_playground/categories';
import {PlaygroundPage} from '../_playground/PlaygroundPage';

export default function PlaygroundNavigation() {
  return <PlaygroundPage category={categories.find((category) => category.id === 'navigation')!} />;
}
