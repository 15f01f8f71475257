import {categories} from '../_playground/categories';
import {PlaygroundPage} from '../_playground/PlaygroundPage';

export default function PlaygroundFeedback() {
  return <PlaygroundPage category={categories.find((category) => category.id === 'feedback')!} />;
}
