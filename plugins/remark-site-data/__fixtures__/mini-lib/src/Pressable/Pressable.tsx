import type {ReactNode} from 'react';
import {Button, Group} from 'react-aria-components';
import clsx from 'clsx';
import './Pressable.css';

/** A component on React Aria, with a second export from the same entry point. */
export function Pressable({children, isQuiet}: {children: ReactNode; isQuiet?: boolean}) {
  return <Button className={clsx('mini-Pressable', isQuiet && 'is-quiet')}>{children}</Button>;
}

export function PressableGroup({children}: {children: ReactNode}) {
  return <Group className="mini-PressableGroup">{children}</Group>;
}
