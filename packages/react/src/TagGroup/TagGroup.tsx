import {
  Button,
  Tag as RACTag,
  TagGroup as RACTagGroup,
  TagList,
  Text,
  type TagGroupProps as RACTagGroupProps,
  type TagListProps,
  type TagProps as RACTagProps,
} from 'react-aria-components';
import type {ReactNode, Ref} from 'react';
import {Description} from '../Description/Description';
import {FieldErrorIcon} from '../FieldError/FieldErrorIcon';
import {Label} from '../Label/Label';
import {CheckIcon, CloseIcon, composeClassName} from '../utils';
// The error message looks like every other field's.
import '../FieldError/FieldError.css';
import './TagGroup.css';

export type TagType = 'default' | 'accent' | 'success' | 'warning' | 'danger';

// ---------------------------------------------------------------------------------------------
// TagGroup
// ---------------------------------------------------------------------------------------------

export interface TagGroupProps<T extends object>
  extends
    Omit<RACTagGroupProps, 'children'>,
    Pick<TagListProps<T>, 'items' | 'dependencies' | 'renderEmptyState'> {
  /** Visible label; without one, pass `aria-label`. */
  label?: ReactNode;
  /** Help text under the tags, linked with `aria-describedby`. */
  description?: ReactNode;
  /** Message shown under the tags while `isInvalid` is true, linked with `aria-describedby`. */
  errorMessage?: ReactNode;
  /** Shows `errorMessage` and the invalid style. @default false */
  isInvalid?: boolean;
  /** `soft` is a tinted fill, `solid` a strong fill, `outline` a border only, as in Chip. @default 'soft' */
  variant?: 'soft' | 'solid' | 'outline';
  /** Tag height and text size. @default 'md' */
  size?: 'sm' | 'md' | 'lg';
  /** `Tag`s, or a function of each of `items`. */
  children: TagListProps<T>['children'];
  /** Ref to the wrapping `<div>`. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * A labelled set of tags (ARIA grid): one Tab stop, arrow keys move between tags. With `onRemove`
 * each tag gets a remove button and Backspace/Delete removes the focused tag; with `selectionMode`
 * tags toggle like filters.
 */
export function TagGroup<T extends object>({
  label,
  description,
  errorMessage,
  isInvalid = false,
  variant = 'soft',
  size = 'md',
  items,
  dependencies,
  renderEmptyState,
  children,
  className,
  ...props
}: TagGroupProps<T>) {
  return (
    <RACTagGroup
      {...props}
      className={composeClassName(className, 'ui-TagGroup')}
      data-variant={variant}
      data-size={size}
      data-invalid={isInvalid || undefined}
      // Not in RAC's types, but RAC hands it to useField, which then links the error message
      // (rendered only while invalid) to the grid each time it appears.
      {...{isInvalid}}
    >
      {label != null && <Label>{label}</Label>}
      <TagList
        className="ui-TagGroup-list"
        items={items}
        dependencies={dependencies}
        renderEmptyState={renderEmptyState}
      >
        {children}
      </TagList>
      {description != null && <Description>{description}</Description>}
      {isInvalid && errorMessage != null && (
        <Text slot="errorMessage" className="ui-FieldError ui-TagGroup-error">
          <FieldErrorIcon />
          <span className="ui-FieldError-text">{errorMessage}</span>
        </Text>
      )}
    </RACTagGroup>
  );
}

// ---------------------------------------------------------------------------------------------
// Tag
// ---------------------------------------------------------------------------------------------

export interface TagProps extends Omit<RACTagProps, 'children'> {
  /** The tag's text (and an optional leading icon). Pass `textValue` too when it is not plain text. */
  children: ReactNode;
  /** Colour meaning of the tag, as in Chip. @default 'default' */
  type?: TagType;
  /** Ref to the tag (`row`) element. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * One tag in a `TagGroup`. Selected tags show a check mark; when the group has `onRemove`, a remove
 * button named "Remove" plus the tag's text.
 */
export function Tag({children, type = 'default', textValue, className, ...props}: TagProps) {
  return (
    <RACTag
      {...props}
      textValue={
        textValue ??
        (typeof children === 'string' || typeof children === 'number'
          ? String(children)
          : undefined)
      }
      className={composeClassName(className, 'ui-Tag')}
      data-type={type}
    >
      {({allowsRemoving, isSelected, selectionMode}) => (
        <>
          {selectionMode !== 'none' && isSelected && <CheckIcon className="ui-Tag-check" />}
          <span className="ui-Tag-label">{children}</span>
          {/* RAC names it "Remove <tag>", keeps it out of the tab order and calls onRemove. */}
          {allowsRemoving && (
            <Button slot="remove" className="ui-Tag-remove">
              <CloseIcon />
            </Button>
          )}
        </>
      )}
    </RACTag>
  );
}
