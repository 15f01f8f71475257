import {Input} from '@site/src/ui';

export default function InputHero() {
  return <Input type="search" aria-label="Search components" placeholder="Search components" />;
}
