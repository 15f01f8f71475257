import {Input} from '@tessera-ui/react';

export default function InputHero() {
  return <Input type="search" aria-label="Search components" placeholder="Search components" />;
}
