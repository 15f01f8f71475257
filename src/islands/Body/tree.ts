import {
  cloneElement,
  createElement,
  isValidElement,
  type ReactElement,
  type ReactNode,
} from 'react';

/** The element that marks an island in the server's HTML (`display: contents`, so no box). */
export const MARK = 'tessera-island';

type Props = {children?: ReactNode};
type IsIsland = (type: unknown) => boolean;

/**
 * The tree with each island element wrapped in a mark, for the server's HTML. Only `children` are
 * walked, as `findIslands` does, so the marks and the elements found line up one to one.
 */
export function markIslands(node: ReactNode, isIsland: IsIsland): ReactNode {
  if (Array.isArray(node)) {
    let changed = false;
    const next = node.map((child: ReactNode, index) => {
      const marked = markIslands(child, isIsland);
      if (marked === child) return child;
      changed = true;
      return isValidElement(marked) && marked.key === null
        ? cloneElement(marked, {key: `island-${index}`})
        : marked;
    });
    return changed ? next : node;
  }
  if (!isValidElement<Props>(node)) return node;
  if (isIsland(node.type)) return createElement(MARK, null, node);
  const children = node.props.children;
  if (children === undefined) return node;
  const marked = markIslands(children, isIsland);
  return marked === children ? node : cloneElement(node, {children: marked});
}

/** The island elements of a tree, in document order (the order of their marks). */
export function findIslands(node: ReactNode, isIsland: IsIsland): ReactElement[] {
  const found: ReactElement[] = [];
  const visit = (current: ReactNode): void => {
    if (Array.isArray(current)) {
      for (const child of current as ReactNode[]) visit(child);
    } else if (isValidElement<Props>(current)) {
      if (isIsland(current.type)) found.push(current);
      else visit(current.props.children);
    }
  };
  visit(node);
  return found;
}

/** The outermost marks under `root`, in document order. */
export function outermostMarks(root: Element): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(MARK)].filter(
    (mark) => !mark.parentElement?.closest(MARK),
  );
}
