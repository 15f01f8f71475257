import {categories} from '../_playground/categories';
import {PlaygroundPage} from '../_playground/PlaygroundPage';

export default function PlaygroundOverlays() {
  return <PlaygroundPage category={categories.find((category) => category.id === 'overlays')!} />;
}
