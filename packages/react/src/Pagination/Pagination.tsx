import {useEffect, useRef, useState, type ComponentPropsWithRef, type ReactNode} from 'react';
import {Button, type ButtonSize} from '../Button';
import {ChevronIcon, composeClassName} from '../utils';
import {getPaginationItems} from './getPaginationItems';
import './Pagination.css';

export interface PaginationProps extends Omit<
  ComponentPropsWithRef<'nav'>,
  'children' | 'onChange'
> {
  /** Number of pages. */
  total: number;
  /** The current page, 1-based, when you control it; pair with `onPageChange`. */
  page?: number;
  /** The page shown first when the component keeps the page itself. @default 1 */
  defaultPage?: number;
  /** Called with the page the reader picks (not called for the page already current). */
  onPageChange?: (page: number) => void;
  /** Pages shown on each side of the current page. @default 1 */
  siblingCount?: number;
  /** Pages always shown at the start and at the end. @default 1 */
  boundaryCount?: number;
  /** Height and text size of the buttons, as in Button. @default 'md' */
  size?: ButtonSize;
  /** Disables every button, e.g. while a page loads. @default false */
  isDisabled?: boolean;
  /** Name of the navigation landmark; give each pagination on a page its own. @default 'Pagination' */
  'aria-label'?: string;
  /** Text of the previous-page button. @default 'Previous' */
  previousLabel?: ReactNode;
  /** Text of the next-page button. @default 'Next' */
  nextLabel?: ReactNode;
  /** Accessible name of a page button; it must contain the number it shows. @default (page) => `Page ${page}` */
  getPageLabel?: (page: number) => string;
}

const defaultPageLabel = (page: number) => `Page ${page}`;

/**
 * Moves between the pages of a long list: a `nav` landmark with Previous and Next buttons and
 * the page numbers, the current one marked `aria-current="page"`, long ranges shortened with
 * ellipses (see `getPaginationItems`). Every control is a button in the tab order.
 */
export function Pagination({
  total,
  page,
  defaultPage = 1,
  onPageChange,
  siblingCount = 1,
  boundaryCount = 1,
  size = 'md',
  isDisabled = false,
  'aria-label': ariaLabel = 'Pagination',
  previousLabel = 'Previous',
  nextLabel = 'Next',
  getPageLabel = defaultPageLabel,
  className,
  ...props
}: PaginationProps) {
  const [ownPage, setOwnPage] = useState(defaultPage);
  const last = Math.max(0, Math.floor(total));
  const current = Math.min(Math.max(page ?? ownPage, 1), Math.max(last, 1));
  const items = getPaginationItems({page: current, total: last, siblingCount, boundaryCount});
  const listRef = useRef<HTMLUListElement>(null);
  // Previous or Next pressed onto the first or last page turns disabled and would drop focus to
  // the document: the current page's button takes it instead, once that page renders.
  const focusOnArrival = useRef<number | null>(null);

  useEffect(() => {
    const target = focusOnArrival.current;
    focusOnArrival.current = null;
    if (target === current) {
      listRef.current?.querySelector<HTMLElement>('[aria-current="page"]')?.focus();
    }
  }, [current]);

  const go = (next: number) => {
    if (next === current || next < 1 || next > last) return;
    if (page === undefined) setOwnPage(next);
    onPageChange?.(next);
  };
  const step = (next: number) => {
    if (next === 1 || next === last) focusOnArrival.current = next;
    go(next);
  };

  return (
    <nav
      {...props}
      aria-label={ariaLabel}
      className={composeClassName(className, 'ui-Pagination')}
      data-size={size}
      data-disabled={isDisabled || undefined}
    >
      <ul ref={listRef} className="ui-Pagination-list">
        <li>
          <Button
            variant="ghost"
            size={size}
            className="ui-Pagination-previous"
            isDisabled={isDisabled || current <= 1}
            onPress={() => step(current - 1)}
          >
            <ChevronIcon />
            {previousLabel}
          </Button>
        </li>
        {items.map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <Button
                variant="ghost"
                size={size}
                className="ui-Pagination-page"
                aria-label={getPageLabel(item)}
                aria-current={item === current ? 'page' : undefined}
                data-current={item === current || undefined}
                isDisabled={isDisabled}
                onPress={() => go(item)}
              >
                {item}
              </Button>
            </li>
          ) : (
            // The numbers either side already tell the gap; the dots are for the eye only.
            <li key={item} className="ui-Pagination-ellipsis" aria-hidden="true">
              …
            </li>
          ),
        )}
        <li>
          <Button
            variant="ghost"
            size={size}
            className="ui-Pagination-next"
            isDisabled={isDisabled || current >= last}
            onPress={() => step(current + 1)}
          >
            {nextLabel}
            <ChevronIcon />
          </Button>
        </li>
      </ul>
    </nav>
  );
}
