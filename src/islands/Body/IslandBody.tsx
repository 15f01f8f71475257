import {useState, type DOMAttributes, type ReactElement, type ReactNode} from 'react';
import {createLoader} from '../Island/loader';
import {PortalIsland} from '../Island/PortalIsland';
import {KEEP_SERVER_CHILDREN, useServerHtml} from '../ServerHtml/useServerHtml';
import {kindOf, type IslandKind} from './kind';
import {findIslands, markIslands, outermostMarks} from './tree';

export interface IslandBodyProps {
  /** The body as an element tree (what an MDX module's function returns). */
  tree: ReactNode;
  /** Rendered before the tree (a synthetic title); static. */
  header?: ReactNode;
  className?: string;
  /** Handlers for the server's HTML (its links), which has none of its own. */
  on?: Pick<DOMAttributes<HTMLDivElement>, 'onClick' | 'onPointerOver' | 'onFocus'>;
}

const isIsland = (type: unknown) => kindOf(type) !== undefined;

/**
 * A page body that React never walks. In a page the server rendered, the browser keeps the
 * server's nodes for the whole body, and each element of a component marked `interactive` (an
 * example, install tabs, a code block with its copy button) goes live on its own when the reader
 * reaches for it. A long page's prose, headings and tables cost hydration nothing. After a
 * client-side navigation, or if the server's marks do not line up with the tree, the body renders
 * (or hydrates) as usual.
 */
export default function IslandBody({tree, header, className, on}: IslandBodyProps): ReactNode {
  const {id, fromServer} = useServerHtml();
  const islands = fromServer ? findIslands(tree, isIsland) : [];
  const [containers] = useState(() => {
    const body = fromServer ? document.getElementById(id) : null;
    const marks = body ? outermostMarks(body) : [];
    // A tree that renders its children elsewhere than where it was given them would misplace
    // islands: hydrate the whole body instead, which is only slower.
    return body && marks.length === islands.length ? marks : null;
  });
  // The handlers are for links in the server's HTML, which a keyboard activates with a click too.
  if (containers) {
    return (
      <>
        <div id={id} className={className} {...on} {...KEEP_SERVER_CHILDREN} />
        {islands.map((element, index) => (
          <BodyIsland key={index} element={element} container={containers[index]!} />
        ))}
      </>
    );
  }
  return (
    <div id={id} className={className} {...on}>
      {header}
      {markIslands(tree, isIsland)}
    </div>
  );
}

function BodyIsland({
  element,
  container,
}: {
  element: ReactElement;
  container: HTMLElement;
}): ReactNode {
  const kind = kindOf(element.type) as IslandKind<unknown>;
  const [loader] = useState(() =>
    createLoader(
      async () => {
        await kind.preload?.(element.props);
        return function Live() {
          return element;
        };
      },
      {
        // What it preloads retries on its own (an example's loader does).
        retry: false,
        prefetch: kind.prefetch && (() => kind.prefetch!(element.props)),
      },
    ),
  );
  const [subscribe] = useState(() => kind.subscribe?.(element.props));
  return (
    <PortalIsland
      container={container}
      loader={loader}
      props={{}}
      whenVisible={kind.whenVisible?.(element.props) ?? false}
      renderAhead={kind.renderAhead ?? true}
      subscribe={subscribe}
    />
  );
}
